import type { LoanItem } from "@domain/api/loans";
import { REPAYMENT_FREQUENCY_LABELS } from "@domain/enums/finance";
import { LOAN_STATUS_LABELS } from "@domain/enums/statuses";
import { indiaDate, rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The loan list's columns, as its answer words them: statuses and frequencies by label, amounts in rupees. */
export const LOAN_EXPORT_COLUMNS: CsvColumn<LoanItem>[] = [
  { header: ID_HEADER, value: (loan) => loan.id },
  { header: "Loan number", value: (loan) => loan.loanNumber },
  { header: "Kind", value: (loan) => (loan.kind === "KFS" ? "KFS" : "Individual") },
  { header: "Status", value: (loan) => LOAN_STATUS_LABELS[loan.status] },
  { header: "Borrower", value: (loan) => loan.borrowerName },
  { header: "Lender", value: (loan) => loan.lenderName },
  { header: "Anchor", value: (loan) => loan.anchorName ?? "" },
  { header: "Programme", value: (loan) => loan.programmeName ?? "" },
  { header: "Loan amount (₹)", value: (loan) => rupees(loan.loanAmountPaise) },
  { header: "Tenure (months)", value: (loan) => loan.tenureMonths },
  { header: "Interest rate (%)", value: (loan) => loan.interestRatePercent },
  { header: "APR (%)", value: (loan) => loan.aprPercent },
  { header: "EMI (₹)", value: (loan) => rupees(loan.emiPaise) },
  { header: "Net disbursed (₹)", value: (loan) => rupees(loan.netDisbursedPaise) },
  { header: "Repayment", value: (loan) => REPAYMENT_FREQUENCY_LABELS[loan.repaymentFrequency] },
  { header: "Relationship manager", value: (loan) => loan.rmName ?? "" },
  { header: "Created", value: (loan) => indiaDate(new Date(loan.createdAt)) },
];
