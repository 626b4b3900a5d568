import { z } from "zod";
import { selectedId } from "./choice-fields";
import { mobileField } from "./identifier-fields";
import { loanSecurityFields } from "./loan-security";
import { requiredText } from "./text-fields";

/** Individual loan: name, father's name and address required; mobile exactly 10 digits. */
export const individualLoanSchema = z.object({
  lenderId: selectedId("Lender"),
  borrowerName: requiredText("Borrower Name", { max: 50 }),
  borrowerFatherName: requiredText("Father's Name", { max: 50 }),
  borrowerMobile: mobileField("Mobile"),
  borrowerAddress: requiredText("Address", { max: 200 }),
  ...loanSecurityFields,
});
export type IndividualLoanInput = z.input<typeof individualLoanSchema>;
export type IndividualLoanValues = z.output<typeof individualLoanSchema>;
