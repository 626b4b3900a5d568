import type { BusinessDate } from "@domain/dates/business-date";
import { sql, type SQL } from "drizzle-orm";
import { correctedAllocation } from "../receipts/counted-lines";

/**
 * The day-end's overdue penal (`overduePenal` of `domain/collections/penal-charges.ts` in SQL, tested against
 * its figures in tests/api/delinquency-penal.test.ts): each ACTIVE loan's due still overdue at the end of `asOf`
 * is charged at the loan's penal rate for each day since its last overdue charge (a day-end's or a collection's,
 * net of adjustments), or since its due date, on what it owed of principal and interest at that day's end
 * (penal never joins the base): rate × the sum of those daily amounts ÷ 36500, rounded once, half up. The
 * anchor bears the programme's liability days (its share rounded once, the borrower's the rest). No grace
 * days; invoices carry no penal rate.
 *
 * What the date's day-end lines already charged is subtracted, so a re-run writes only the difference (an
 * adjusting line) and a re-run over an unchanged ledger writes nothing. A re-run never takes back penal already
 * paid, and leaves a due paid off since (no longer overdue) as charged. A temporary table of (emi_id, bearer,
 * delta), dropped at commit. Needs `dpd_dues`.
 */
export function createPenalTable(asOf: BusinessDate): SQL {
  const day = sql`${asOf}::date`;
  return sql`CREATE TEMP TABLE dpd_penal ON COMMIT DROP AS
    WITH charged_days AS (
      SELECT c.emi_id, c.charged_on
      FROM emi_charges c
      WHERE c.kind = 'OVERDUE' AND c.charged_on <= ${day} AND c.day_end_date IS DISTINCT FROM ${day}
      GROUP BY c.emi_id, c.charged_on
      HAVING sum(c.amount_paise) > 0
    ), through AS (
      SELECT emi_id, max(charged_on) AS through FROM charged_days GROUP BY emi_id
    ), counted AS (
      SELECT d.id AS emi_id, d.due::numeric AS due, l.penal_interest_percent AS rate,
        greatest(coalesce(t.through, d.due_date), d.due_date) AS from_date,
        least(${day}, d.due_date + coalesce(p.liability_days, 0)) AS anchor_to
      FROM dpd_dues d
      JOIN loans l ON l.id = d.tranche_id
      LEFT JOIN programmes p ON p.id = l.programme_id
      LEFT JOIN through t ON t.emi_id = d.id
      WHERE d.tranche_kind = 'LOAN' AND l.status = 'ACTIVE' AND l.penal_interest_percent > 0
        AND d.overdue > 0 AND d.due_date < ${day}
    ), paid AS (
      SELECT c.emi_id,
        sum(a.amount_paise * (${day} - greatest(a.allocated_on, c.from_date + 1) + 1)) AS paid_days,
        sum(a.amount_paise * greatest(c.anchor_to - greatest(a.allocated_on, c.from_date + 1) + 1, 0))
          AS paid_anchor_days
      FROM counted c JOIN receipt_allocations a ON a.emi_id = c.emi_id
      WHERE a.allocated_on <= ${day} AND a.component <> 'PENAL' AND ${correctedAllocation(asOf)}
      GROUP BY c.emi_id
    ), charge AS (
      SELECT c.emi_id, c.rate,
        greatest((${day} - c.from_date) * c.due - coalesce(p.paid_days, 0), 0) AS owed_days,
        greatest(greatest(c.anchor_to - c.from_date, 0) * c.due - coalesce(p.paid_anchor_days, 0), 0)
          AS anchor_owed_days
      FROM counted c LEFT JOIN paid p ON p.emi_id = c.emi_id
    ), rounded AS (
      SELECT emi_id, round(owed_days * rate / 36500)::bigint AS total,
        round(anchor_owed_days * rate / 36500)::bigint AS anchor
      FROM charge
    ), wanted AS (
      SELECT emi_id, 'ANCHOR' AS bearer, anchor AS amount FROM rounded
      UNION ALL
      SELECT emi_id, 'BORROWER' AS bearer, total - anchor AS amount FROM rounded
    ), raised AS (
      SELECT c.emi_id, c.bearer, sum(c.amount_paise) AS amount
      FROM emi_charges c JOIN counted k ON k.emi_id = c.emi_id
      WHERE c.day_end_date = ${day}
      GROUP BY c.emi_id, c.bearer
    ), differences AS (
      SELECT coalesce(w.emi_id, r.emi_id) AS emi_id, coalesce(w.bearer, r.bearer) AS bearer,
        coalesce(w.amount, 0) - coalesce(r.amount, 0) AS delta
      FROM wanted w FULL JOIN raised r ON r.emi_id = w.emi_id AND r.bearer = w.bearer
    )
    SELECT emi_id, bearer, delta::bigint AS delta FROM (
      SELECT f.*, e.penal_due_paise - e.penal_paid_paise AS unpaid,
        sum(least(f.delta, 0)) OVER (PARTITION BY f.emi_id) AS taken_back
      FROM differences f JOIN emis e ON e.id = f.emi_id
      WHERE f.delta <> 0
    ) adjusted
    WHERE delta > 0 OR -taken_back <= unpaid`;
}

/** Writes each `dpd_penal` difference as an OVERDUE line of the date's run (who ran it, when). */
export function insertPenalLines(asOf: BusinessDate, ranBy: string | null, at: Date): SQL {
  return sql`INSERT INTO emi_charges (id, emi_id, kind, charged_on, amount_paise, bearer, day_end_date, note,
      created_by, created_at)
    SELECT gen_random_uuid(), p.emi_id, 'OVERDUE', ${asOf}::date, p.delta, p.bearer, ${asOf}::date,
      CASE WHEN p.delta > 0 THEN 'Overdue penal, day-end' ELSE 'Overdue penal, day-end re-run adjustment' END,
      ${ranBy}::uuid, ${at.toISOString()}::timestamptz
    FROM dpd_penal p`;
}

/** What the run's penal lines added to each charged EMI's penal due. */
export const penalMoved = sql`(SELECT emi_id, sum(delta) AS delta FROM dpd_penal GROUP BY emi_id)`;

/**
 * Moves each charged EMI's penal due (and version) by what the lines added; the run's sums add `penalMoved` to
 * `dpd_dues` as they read it rather than rewriting a million-row temporary table.
 */
export const movePenalDues = (at: Date): SQL =>
  sql`UPDATE emis e SET penal_due_paise = e.penal_due_paise + m.delta, version = e.version + 1,
    updated_at = ${at.toISOString()}::timestamptz
    FROM ${penalMoved} m WHERE e.id = m.emi_id`;

/** What the date's day-end lines charged in all, net of re-run adjustments. */
export const penalChargedOn = (asOf: BusinessDate): SQL =>
  sql`(SELECT coalesce(sum(amount_paise), 0)::bigint FROM emi_charges WHERE day_end_date = ${asOf}::date)`;
