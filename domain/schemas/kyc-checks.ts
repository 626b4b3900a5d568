import { z } from "zod";
import { maxLength } from "./form-messages";
import { bankAccountField, gstinField, ifscField, mobileField, panField } from "./identifier-fields";
import { optionalText, requiredText } from "./text-fields";

/** PAN form (spec 5): PAN required, min 10, max 11 (the spec's loose max, kept); name up to 50. */
export const panSchema = z.object({
  name: optionalText("Name", { max: 50 }),
  panNumber: panField("PAN", { min: 10, max: 11, maxMessage: maxLength("PAN", 11) }),
});
export type PanInput = z.input<typeof panSchema>;
export type PanValues = z.output<typeof panSchema>;

/** Company form: name required up to 50; GSTIN required up to 15, then its check character. */
export const companySchema = z.object({
  companyName: requiredText("Company Name", { max: 50 }),
  gstNumber: gstinField("GSTIN", { max: 15 }),
});
export type CompanyInput = z.input<typeof companySchema>;
export type CompanyValues = z.output<typeof companySchema>;

/** Bank form: account up to 20, holder up to 50, IFSC up to 15 on this form, phone up to 10. */
export const bankSchema = z.object({
  bankAccount: bankAccountField("Bank Account"),
  accountHolderName: requiredText("Account Holder Name", { max: 50 }),
  ifsc: ifscField("IFSC", { max: 15 }),
  phoneNumber: mobileField("Phone Number", { max: 10 }),
});
export type BankInput = z.input<typeof bankSchema>;
export type BankValues = z.output<typeof bankSchema>;
