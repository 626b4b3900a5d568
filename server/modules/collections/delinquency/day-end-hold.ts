import { NPA_FROM } from "@domain/collections/dpd";
import type { BusinessDate } from "@domain/dates/business-date";
import { sql, type SQL } from "drizzle-orm";
import { correctedAllocation } from "../receipts/counted-lines";

/** The groups whose NPA hold can decide their bucket: 1 to 90 days past due. */
export const holdMatters = sql.raw(`dpd BETWEEN 1 AND ${NPA_FROM - 1}`);

/**
 * The dues the NPA hold walks, found once for both levels: every due in the arrears window of a tranche, or of
 * a borrower (summed from `dpd_tranches`), 1 to 90 days past due. Each with `until`, the first day of the stretch
 * through `asOf` in which it has stayed paid (`asOf + 1` while unpaid: `settledOn`): the last day its running
 * payments crossed the due (reversals are negative lines), so only the paid dues' allocations are read; and
 * whether it was unpaid on its 91st day. A temporary table, dropped at commit. Needs `dpd_dues` and `dpd_tranches`.
 */
export function createHeldTable(asOf: BusinessDate): SQL {
  const day = sql`${asOf}::date`;
  return sql`CREATE TEMP TABLE dpd_held ON COMMIT DROP AS
    WITH held AS (
      SELECT d.tranche_id, d.lender_id, d.borrower_key, d.id, d.due_date, d.due, d.pi_paid FROM dpd_dues d
      WHERE d.in_arrears_window
        AND (d.tranche_id IN (SELECT tranche_id FROM dpd_tranches WHERE ${holdMatters})
          OR (d.lender_id, d.borrower_key) IN (
            SELECT lender_id, borrower_key FROM dpd_tranches GROUP BY lender_id, borrower_key
            HAVING ${day} - min(oldest) + 1 BETWEEN 1 AND ${sql.raw(String(NPA_FROM - 1))}))
    ), daily AS (
      SELECT a.emi_id, a.allocated_on, sum(a.amount_paise) AS amount
      FROM receipt_allocations a
      WHERE a.allocated_on <= ${day} AND a.component <> 'PENAL' AND a.emi_id IN (SELECT id FROM held WHERE pi_paid >= due)
        AND ${correctedAllocation(asOf)}
      GROUP BY a.emi_id, a.allocated_on
    ), crossed AS (
      SELECT r.emi_id, max(r.allocated_on) FILTER (WHERE r.paid >= h.due AND r.paid - r.amount < h.due) AS on_day
      FROM (SELECT *, sum(amount) OVER (PARTITION BY emi_id ORDER BY allocated_on) AS paid FROM daily) r
      JOIN held h ON h.id = r.emi_id
      GROUP BY r.emi_id
    )
    SELECT tranche_id, lender_id, borrower_key, id, due_date,
      due_date + ${sql.raw(String(NPA_FROM - 1))} < until AS reached_npa, until
    FROM (
      SELECT h.*, CASE WHEN h.pi_paid >= h.due THEN c.on_day ELSE ${day} + 1 END AS until
      FROM held h LEFT JOIN crossed c ON c.emi_id = h.id
    ) dues`;
}

/**
 * Whether a group's current stretch of arrears (its dues' unpaid days merged, the last stretch) holds a
 * due that was unpaid on its 91st day: then the group stays NPA until every arrear is paid. Only the groups
 * `candidates` selects (by the `keys` columns, 1 to 90 days past due: the hold changes the bucket of no other)
 * are walked, from `dpd_held`.
 */
export function npaHeld(keys: string[], candidates: SQL): SQL {
  const g = sql.raw(keys.join(", "));
  return sql`SELECT ${g}, bool_or(reached_npa) FILTER (WHERE stretch = last_stretch) AS npa
    FROM (
      SELECT *, max(stretch) OVER (PARTITION BY ${g}) AS last_stretch FROM (
        SELECT *, sum(starts) OVER (PARTITION BY ${g} ORDER BY due_date, id) AS stretch FROM (
          SELECT ${g}, id, due_date, reached_npa,
            CASE WHEN due_date <= max(until) OVER (PARTITION BY ${g} ORDER BY due_date, id
              ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) THEN 0 ELSE 1 END AS starts
          FROM dpd_held WHERE (${g}) IN (${candidates})
        ) marked
      ) numbered
    ) stretches
    GROUP BY ${g}`;
}
