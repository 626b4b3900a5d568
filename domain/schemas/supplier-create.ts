import { z } from "zod";
import { maximumLength, minimumLength } from "./form-messages";
import { bankAccountField, GSTIN_EXACT_BARE, gstinField, ifscField, mobileField } from "./identifier-fields";
import { optionalEmail, requiredText } from "./text-fields";

/**
 * Supplier create (anchor's supplier-invoices page). Quirk kept from the spec: the phone must have exactly
 * 10 digits, yet its maximum-length message says 15. Account holder and bank name are filled from the bank
 * check and not editable, but still required.
 */
export const supplierCreateSchema = z.object({
  gst_Number: gstinField("GST Number", GSTIN_EXACT_BARE),
  Supplier_name: requiredText("Supplier Name", { max: 50 }),
  Supplier_Email: optionalEmail("Supplier Email"),
  Supplier_Number: mobileField("Phone Number", {
    min: 10,
    max: 10,
    minMessage: minimumLength(10),
    maxMessage: maximumLength(15),
  }),
  bankAccount: bankAccountField("Bank Account Number"),
  ifsc: ifscField("IFSC"),
  accountHolderName: requiredText("Account Holder Name", { max: 50 }),
  bankName: requiredText("Bank Name", { max: 50 }),
});
export type SupplierCreateInput = z.input<typeof supplierCreateSchema>;
export type SupplierCreateValues = z.output<typeof supplierCreateSchema>;
