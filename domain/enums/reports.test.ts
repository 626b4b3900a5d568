import { describe, expect, it } from "vitest";
import {
  EXPORT_REPORT_TYPE_LABELS,
  EXPORT_REPORT_TYPES,
  REPORT_FREQUENCIES,
  REPORT_REQUEST_TYPE_LABELS,
  REPORT_REQUEST_TYPES,
  type ExportReportType,
  type ReportRequestType,
} from "./reports";

describe("report enumerations", () => {
  it("request-screen types are the spec's five", () => {
    expect([...REPORT_REQUEST_TYPES]).toEqual([
      "DailyCollection",
      "RetailerWallet",
      "RetailerInvoice",
      "RetailerCollection",
      "DateWiseReport",
    ]);
    expect(REPORT_REQUEST_TYPE_LABELS.DailyCollection).toBe("Daily collection");
    expect(REPORT_REQUEST_TYPE_LABELS.DateWiseReport).toBe("Date-wise report");
  });

  it("export-screen types follow section 9 in order, kebab-case, each labelled", () => {
    expect(EXPORT_REPORT_TYPES.map((type) => EXPORT_REPORT_TYPE_LABELS[type])).toEqual([
      "Pending-payment invoices",
      "Approved invoices",
      "Paid invoices",
      "Completed invoices",
      "Disbursement",
      "All invoices",
      "Users",
      "Collections",
      "Loan summary",
      "Individual DPD",
      "Commercial DPD",
      "Reconciliation",
      "Actual loan summary",
      "Subvention",
    ]);
    for (const type of EXPORT_REPORT_TYPES) expect(type).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("report frequencies are DAILY and MONTHLY, and the types do not mix", () => {
    expect([...REPORT_FREQUENCIES]).toEqual(["DAILY", "MONTHLY"]);
    // @ts-expect-error an export type is not a request type
    const request: ReportRequestType = "users";
    // @ts-expect-error values are kebab-case
    const exported: ExportReportType = "loan_summary";
    expect(REPORT_REQUEST_TYPES).not.toContain(request);
    expect(EXPORT_REPORT_TYPES).not.toContain(exported);
  });
});
