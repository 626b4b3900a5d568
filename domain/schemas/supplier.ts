import { z } from "zod";
import { bankAccountField, gstinField, ifscField, mobileField } from "./identifier-fields";
import { requiredText } from "./text-fields";

/**
 * Supplier (portal form), spec section 5: GST exactly 15, phone exactly 10 digits, IFSC exactly 11,
 * account number up to 20, names up to 50.
 */
export const supplierSchema = z.object({
  supplierGST: gstinField("Supplier GST"),
  supplierName: requiredText("Supplier Name", { max: 50 }),
  supplierPhoneNumber: mobileField("Phone Number"),
  bankAccountNumber: bankAccountField("Bank Account Number"),
  ifscCode: ifscField("IFSC"),
  accountHolderName: requiredText("Account Holder Name", { max: 50 }),
  bankName: requiredText("Bank Name", { max: 50 }),
});
export type SupplierInput = z.input<typeof supplierSchema>;
export type SupplierValues = z.output<typeof supplierSchema>;
