import { ACCOUNT_TYPES } from "@domain/enums/finance";
import { z } from "zod";
import { oneOf, selectedRecord } from "./choice-fields";
import { required } from "./form-messages";
import { bankAccountField, ifscField } from "./identifier-fields";
import { optionalText, requiredText } from "./text-fields";

/** Lender bank account: account up to 20, IFSC exactly 11, holder and bank name up to 50, an account type. */
export const lenderBankAccountSchema = z.object({
  lender: selectedRecord("Lender"),
  accountNumber: bankAccountField("Account Number"),
  ifsc: ifscField("IFSC"),
  accountHolderName: requiredText("Account Holder Name", { max: 50 }),
  bankName: requiredText("Bank Name", { max: 50 }),
  accountType: oneOf(ACCOUNT_TYPES, required("Account Type")),
  branchName: optionalText("Branch Name", { max: 100 }),
});
export type LenderBankAccountInput = z.input<typeof lenderBankAccountSchema>;
export type LenderBankAccountValues = z.output<typeof lenderBankAccountSchema>;

/** Bank details (a borrower's account): the same rules as spec section 5. */
export const bankDetailsSchema = z.object({
  bankAccountNumber: bankAccountField("Bank Account Number"),
  accountHolderName: requiredText("Account Holder Name", { max: 50 }),
  ifscCode: ifscField("IFSC"),
  bankName: requiredText("Bank Name", { max: 50 }),
});
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;
export type BankDetailsValues = z.output<typeof bankDetailsSchema>;
