import type { InvoiceStatus, RepaymentInvoiceStatusFilter } from "@domain/enums/statuses";

/**
 * The repayment screens filter by all, Initiated, Paid or Failed (spec sections 3 and 4). "Failed" is not an
 * invoice status of its own: it stands for the invoices that will never be paid, Rejected or Cancelled.
 */
export const REPAYMENT_FILTER_STATUSES: Record<RepaymentInvoiceStatusFilter, InvoiceStatus[] | undefined> = {
  all: undefined,
  Initiated: ["Initiated"],
  Paid: ["Paid"],
  Failed: ["Rejected", "Cancelled"],
};

/** Which choice the statuses in the URL correspond to; anything else shows as "all". */
export function repaymentFilterOf(statuses: unknown): RepaymentInvoiceStatusFilter {
  const list = Array.isArray(statuses) ? [...statuses].map(String).sort().join(",") : "";
  const match = (
    Object.entries(REPAYMENT_FILTER_STATUSES) as [RepaymentInvoiceStatusFilter, InvoiceStatus[] | undefined][]
  ).find(([, value]) => (value ? [...value].sort().join(",") : "") === list);
  return match?.[0] ?? "all";
}
