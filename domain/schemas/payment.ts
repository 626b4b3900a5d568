import { PAYMENT_REFERENCE_TYPES, PAYMENT_TYPES } from "@domain/enums/finance";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { isoDate } from "./date-fields";
import { maxLength, required } from "./form-messages";
import { utrField } from "./identifier-fields";
import { rupeeAmount } from "./number-fields";
import { optionalOf, requiredText, requiredThen } from "./text-fields";

const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
const upiId = (label: string) =>
  requiredThen(
    label,
    z.string().max(100, maxLength(label, 100)).regex(UPI_ID, `${label} must look like name@bank`),
  );

/**
 * The payment form (spec sections 3 and 5): every field required with the spec's 14 messages (the two UPI
 * fields share 'UPI Id is required', the two passwords 'Password is required'); only the old UTR is optional.
 * A screen that shows only some of these fields validates with `paymentSchema.pick({...})`, which keeps
 * each field's rules and messages.
 */
export const paymentSchema = z.object({
  payment: oneOf(PAYMENT_TYPES, required("Payment Type")),
  amt: rupeeAmount("Amount"),
  reference: oneOf(PAYMENT_REFERENCE_TYPES, required("Reference Type")),
  reference_id: requiredText("Reference Id", { max: 50 }),
  collection_date: isoDate("Collection Date"),
  invoice_id: requiredText("Invoice id", { max: 50 }),
  UPIIdNumber: upiId("UPI Id"),
  phonepe_upi: upiId("UPI Id"),
  card_no: requiredThen(
    "Card Number",
    z.string().regex(/^\d{12,19}$/, "Card Number must have 12 to 19 digits"),
  ),
  cvv: requiredThen("Cvv", z.string().regex(/^\d{3,4}$/, "Cvv must have 3 or 4 digits")),
  customer_id: requiredText("Customer Id", { max: 50 }),
  password: requiredText("Password", { max: 30 }),
  passwordPdf: requiredText("Password", { max: 30 }),
  utrNumber: utrField("UTR number"),
  old_utr: optionalOf(utrField("Old UTR")),
  new_utr: utrField("New UTR"),
  reschedule_date: isoDate("Reschedule Date"),
});
export type PaymentInput = z.input<typeof paymentSchema>;
export type PaymentValues = z.output<typeof paymentSchema>;
