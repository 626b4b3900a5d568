import { z } from "zod";
import { selectedId } from "./choice-fields";
import { mobileField, panField } from "./identifier-fields";
import { loanSecurityFields } from "./loan-security";
import { optionalOf, requiredText } from "./text-fields";

/**
 * Individual loan: name, father's name and address required; mobile exactly 10 digits; the borrower's PAN
 * optional (when given, the borrower is matched on it: `domain/lending/borrower-identity.ts`).
 */
export const individualLoanSchema = z.object({
  lenderId: selectedId("Lender"),
  borrowerName: requiredText("Borrower Name", { max: 50 }),
  borrowerFatherName: requiredText("Father's Name", { max: 50 }),
  borrowerMobile: mobileField("Mobile"),
  borrowerPan: optionalOf(panField("PAN")),
  borrowerAddress: requiredText("Address", { max: 200 }),
  ...loanSecurityFields,
});
export type IndividualLoanInput = z.input<typeof individualLoanSchema>;
export type IndividualLoanValues = z.output<typeof individualLoanSchema>;
