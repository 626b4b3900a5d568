import { labelsFor } from "./labels";

/** Report types of the report request screen. */
export const REPORT_REQUEST_TYPES = [
  "DailyCollection",
  "RetailerWallet",
  "RetailerInvoice",
  "RetailerCollection",
  "DateWiseReport",
] as const;
export type ReportRequestType = (typeof REPORT_REQUEST_TYPES)[number];
export const REPORT_REQUEST_TYPE_LABELS = labelsFor(REPORT_REQUEST_TYPES, {
  DateWiseReport: "Date-wise report",
});

/** Report types of the export screen (spec section 9), in the spec's order, as kebab-case values. */
export const EXPORT_REPORT_TYPES = [
  "pending-payment",
  "approved",
  "paid",
  "completed",
  "disbursement",
  "all-invoices",
  "users",
  "collections",
  "loan-summary",
  "individual-dpd",
  "commercial-dpd",
  "reconciliation",
  "actual-loan-summary",
  "subvention",
] as const;
export type ExportReportType = (typeof EXPORT_REPORT_TYPES)[number];
export const EXPORT_REPORT_TYPE_LABELS: Record<ExportReportType, string> = {
  "pending-payment": "Pending-payment invoices",
  approved: "Approved invoices",
  paid: "Paid invoices",
  completed: "Completed invoices",
  disbursement: "Disbursement",
  "all-invoices": "All invoices",
  users: "Users",
  collections: "Collections",
  "loan-summary": "Loan summary",
  "individual-dpd": "Individual DPD",
  "commercial-dpd": "Commercial DPD",
  reconciliation: "Reconciliation",
  "actual-loan-summary": "Actual loan summary",
  subvention: "Subvention",
};

/** How often a scheduled report is e-mailed (report settings). */
export const REPORT_FREQUENCIES = ["DAILY", "MONTHLY"] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_FREQUENCY_LABELS = labelsFor(REPORT_FREQUENCIES);
