import type { AsOfView } from "@domain/collections/as-of-view";
import type { BusinessDate } from "@domain/dates/business-date";
import { sql, type SQL } from "drizzle-orm";

/** A timestamp's business date (India time, whatever the session's time zone) in SQL. */
export const businessDateSql = (instant: SQL): SQL =>
  sql`((${instant} AT TIME ZONE 'UTC') + interval '330 minutes')::date`;

/** The receipts the CORRECTED view leaves out: every receipt a reversal undid, and every reversal. */
const undoneReceipts = sql`(SELECT r.id FROM receipts r WHERE r.reverses_id IS NOT NULL
  UNION ALL SELECT r.reverses_id FROM receipts r WHERE r.reverses_id IS NOT NULL)`;

/**
 * Whether a ledger line a receipt wrote (an allocation, or the penal a receipt waived) counts in `view` of the
 * end of `asOf`, its own date aside (`domain/collections/as-of-view.ts`): CORRECTED leaves out the lines of a
 * reversed receipt and of its reversal; REPORTED keeps only the lines booked by the end of `asOf`.
 */
export function receiptLineCounts(
  view: AsOfView,
  asOf: BusinessDate,
  line: { receiptId: SQL; createdAt: SQL },
): SQL {
  return view === "CORRECTED"
    ? sql`${line.receiptId} NOT IN ${undoneReceipts}`
    : sql`${businessDateSql(line.createdAt)} <= ${asOf}::date`;
}

/** `receiptLineCounts` of a `receipt_allocations` row aliased `a`, CORRECTED: the day-end's rule. */
export const correctedAllocation = (asOf: BusinessDate): SQL =>
  receiptLineCounts("CORRECTED", asOf, { receiptId: sql`a.receipt_id`, createdAt: sql`a.created_at` });
