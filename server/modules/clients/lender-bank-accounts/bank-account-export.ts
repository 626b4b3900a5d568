import type { LenderBankAccountItem } from "@domain/api/lender-bank-accounts";
import { ACCOUNT_TYPE_LABELS } from "@domain/enums/finance";
import { humanize } from "@domain/enums/labels";
import { indiaDate } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The lender bank account list's columns, as its answer words them. */
export const BANK_ACCOUNT_EXPORT_COLUMNS: CsvColumn<LenderBankAccountItem>[] = [
  { header: ID_HEADER, value: (account) => account.id },
  { header: "Lender", value: (account) => account.lenderName },
  { header: "Account holder", value: (account) => account.accountHolderName },
  { header: "Account number", value: (account) => account.accountNumber },
  { header: "IFSC", value: (account) => account.ifsc },
  { header: "Bank", value: (account) => account.bankName },
  { header: "Branch", value: (account) => account.branchName },
  { header: "Account type", value: (account) => ACCOUNT_TYPE_LABELS[account.accountType] },
  { header: "Status", value: (account) => humanize(account.status) },
  { header: "Created", value: (account) => indiaDate(new Date(account.createdAt)) },
];
