import type { LenderBankAccountItem } from "@domain/api/lender-bank-accounts";
import { humanize } from "@domain/enums/labels";
import { ACCOUNT_TYPE_LABELS, type AccountType } from "@domain/enums/finance";

/** An account number with only its last 4 shown (`XXXXXXXX4455`), as lists and headings show it. */
export const maskedAccountNumber = (accountNumber: string): string =>
  "X".repeat(Math.max(accountNumber.length - 4, 0)) + accountNumber.slice(-4);

export const accountTypeLabel = (type: string): string =>
  Object.hasOwn(ACCOUNT_TYPE_LABELS, type) ? ACCOUNT_TYPE_LABELS[type as AccountType] : humanize(type);

/** How the portal names a bank account: its heading, breadcrumb and document title. */
export const bankAccountTitle = (account: Pick<LenderBankAccountItem, "bankName" | "accountNumber">) =>
  `${account.bankName} ${maskedAccountNumber(account.accountNumber)}`;

/** The fields of a bank account change (every field waits for approval), as the pending diff names them. */
export const BANK_ACCOUNT_CHANGE_LABELS: Record<string, string> = {
  accountNumber: "Account Number",
  ifsc: "IFSC",
  accountHolderName: "Account Holder Name",
  bankName: "Bank Name",
  accountType: "Account Type",
  branchName: "Branch Name",
  status: "Status",
};
