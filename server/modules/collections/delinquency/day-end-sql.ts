import { NPA_FROM, SMA_1_FROM, SMA_2_FROM } from "@domain/collections/dpd";
import type { BusinessDate } from "@domain/dates/business-date";
import { sql, type SQL } from "drizzle-orm";

/**
 * The RBI day-end rule of `domain/collections/dpd.ts` in SQL, straight from the ledger (`emis`,
 * `receipt_allocations`, `emi_charges`) as it stood at the end of any date, so a past day can be re-run.
 * Each statement below mirrors a step of `classify` and is tested against it (tests/api/delinquency-*).
 */

/** The borrower RBI classifies: one lender's borrower, as a stable id of the lender and the borrower key. */
export const borrowerIdOf = (lenderId: SQL, borrowerKey: SQL): SQL =>
  sql`md5(${lenderId}::text || '/' || ${borrowerKey})::uuid`;

/**
 * Every live due with what it stood at, at the end of `asOf`: the principal left, the principal and interest
 * overdue, the penal charges left, and `until`, the first day of the stretch through `asOf` in which it has
 * stayed paid (`asOf + 1` while unpaid: `settledOn`). A temporary table, dropped at commit.
 */
export function createDuesTable(asOf: BusinessDate): SQL {
  const day = sql`${asOf}::date`;
  return sql`CREATE TEMP TABLE dpd_dues ON COMMIT DROP AS
    WITH daily AS (
      SELECT a.emi_id, a.allocated_on, sum(a.amount_paise) AS amount
      FROM receipt_allocations a WHERE a.allocated_on <= ${day} AND a.component <> 'PENAL'
      GROUP BY a.emi_id, a.allocated_on
    ), running AS (
      SELECT emi_id, allocated_on, amount, sum(amount) OVER (PARTITION BY emi_id ORDER BY allocated_on) AS paid
      FROM daily
    ), paid AS (
      SELECT r.emi_id, sum(r.amount) AS pi_paid,
        max(r.allocated_on) FILTER (
          WHERE r.paid >= e.principal_due_paise + e.interest_due_paise
            AND r.paid - r.amount < e.principal_due_paise + e.interest_due_paise
        ) AS crossed_on
      FROM running r JOIN emis e ON e.id = r.emi_id
      GROUP BY r.emi_id
    ), principal_paid AS (
      SELECT a.emi_id, sum(a.amount_paise) FILTER (WHERE a.component = 'PRINCIPAL') AS principal,
        sum(a.amount_paise) FILTER (WHERE a.component = 'PENAL') AS penal
      FROM receipt_allocations a WHERE a.allocated_on <= ${day} GROUP BY a.emi_id
    ), charged AS (
      SELECT c.emi_id, sum(c.amount_paise) AS penal
      FROM emi_charges c WHERE c.charged_on <= ${day} GROUP BY c.emi_id
    )
    SELECT e.id, coalesce(e.loan_id, e.invoice_id) AS tranche_id, e.tranche_kind, e.tranche_ref,
      ${borrowerIdOf(sql`e.lender_id`, sql`e.borrower_key`)} AS borrower_id,
      e.lender_id, e.anchor_id, e.programme_id, e.borrower_user_id, e.borrower_key, e.borrower_name,
      e.due_date,
      e.due_date <= ${day} AND e.principal_due_paise + e.interest_due_paise > 0 AS in_arrears_window,
      CASE WHEN coalesce(p.pi_paid, 0) >= e.principal_due_paise + e.interest_due_paise THEN p.crossed_on
        ELSE ${day} + 1 END AS until,
      CASE WHEN e.due_date <= ${day}
        THEN greatest(e.principal_due_paise + e.interest_due_paise - coalesce(p.pi_paid, 0), 0)
        ELSE 0 END AS overdue,
      e.principal_due_paise - coalesce(pp.principal, 0) AS principal_left,
      coalesce(ch.penal, 0) - coalesce(pp.penal, 0) AS penal_left
    FROM emis e
    LEFT JOIN paid p ON p.emi_id = e.id
    LEFT JOIN principal_paid pp ON pp.emi_id = e.id
    LEFT JOIN charged ch ON ch.emi_id = e.id
    WHERE e.status <> 'CANCELLED'`;
}

/**
 * Whether a group's current stretch of arrears (its dues' unpaid days merged, the last stretch) holds a
 * due that was unpaid on its 91st day: then the group stays NPA until every arrear is paid.
 */
function npaHeld(group: "tranche_id" | "borrower_id"): SQL {
  const g = sql.raw(group);
  return sql`SELECT ${g} AS id, bool_or(reached_npa) FILTER (WHERE stretch = last_stretch) AS npa
    FROM (
      SELECT *, max(stretch) OVER (PARTITION BY ${g}) AS last_stretch FROM (
        SELECT *, sum(starts) OVER (PARTITION BY ${g} ORDER BY due_date, id) AS stretch FROM (
          SELECT ${g}, id, due_date,
            CASE WHEN due_date <= max(until) OVER (PARTITION BY ${g} ORDER BY due_date, id
              ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) THEN 0 ELSE 1 END AS starts,
            due_date + ${sql.raw(String(NPA_FROM - 1))} < until AS reached_npa
          FROM dpd_dues WHERE in_arrears_window
        ) marked
      ) numbered
    ) stretches
    GROUP BY ${g}`;
}

/** The bucket of a group from its DPD and whether its NPA holds (`bucketOfDpd` and the upgrade rule). */
const bucketSql = (dpd: SQL, npa: SQL) => {
  const from = (days: number) => sql.raw(String(days));
  return sql`CASE WHEN ${dpd} = 0 THEN 'STANDARD'
    WHEN ${npa} OR ${dpd} >= ${from(NPA_FROM)} THEN 'NPA' WHEN ${dpd} >= ${from(SMA_2_FROM)} THEN 'SMA_2'
    WHEN ${dpd} >= ${from(SMA_1_FROM)} THEN 'SMA_1' ELSE 'SMA_0' END`;
};

/** The figures every classified group sums from its dues. */
const groupFigures = (asOf: BusinessDate) => sql`
  coalesce(${asOf}::date - min(d.due_date) FILTER (WHERE d.overdue > 0) + 1, 0) AS dpd,
  min(d.due_date) FILTER (WHERE d.overdue > 0) AS oldest,
  sum(d.overdue) AS overdue, sum(d.penal_left) AS penal_left, sum(d.principal_left) AS principal_left`;

/** The groups still owing anything at the end of the day: repaid tranches drop out of the classification. */
const stillOwing = sql`sum(d.overdue) + sum(d.penal_left) + sum(d.principal_left) > 0`;

/** Classifies every tranche still owing at the end of `asOf` into `dpd_tranche_days`. */
export function insertTrancheDays(asOf: BusinessDate): SQL {
  return sql`INSERT INTO dpd_tranche_days (as_of_date, tranche_id, tranche_kind, tranche_ref, borrower_id,
      lender_id, anchor_id, programme_id, borrower_user_id, borrower_key, borrower_name, dpd, bucket,
      oldest_unpaid_due_date, overdue_paise, penal_outstanding_paise, principal_outstanding_paise)
    SELECT ${asOf}::date, g.tranche_id, g.tranche_kind, g.tranche_ref, g.borrower_id, g.lender_id, g.anchor_id,
      g.programme_id, g.borrower_user_id, g.borrower_key, g.borrower_name, g.dpd,
      ${bucketSql(sql`g.dpd`, sql`coalesce(h.npa, false)`)}, g.oldest, g.overdue, g.penal_left, g.principal_left
    FROM (
      SELECT d.tranche_id, d.tranche_kind, d.tranche_ref, d.borrower_id, d.lender_id, d.anchor_id,
        d.programme_id, d.borrower_user_id, d.borrower_key, min(d.borrower_name) AS borrower_name,
        ${groupFigures(asOf)}
      FROM dpd_dues d
      GROUP BY d.tranche_id, d.tranche_kind, d.tranche_ref, d.borrower_id, d.lender_id, d.anchor_id,
        d.programme_id, d.borrower_user_id, d.borrower_key
      HAVING ${stillOwing}
    ) g LEFT JOIN (${npaHeld("tranche_id")}) h ON h.id = g.tranche_id`;
}

/** The one value of a column the borrower's tranches share, else null. */
const shared = (column: string) =>
  sql.raw(`CASE WHEN count(DISTINCT d.${column}) = 1 AND bool_and(d.${column} IS NOT NULL)
    THEN (array_agg(d.${column}))[1] END`);

/** Classifies every borrower still owing at the end of `asOf` into `dpd_borrower_days`. */
export function insertBorrowerDays(asOf: BusinessDate): SQL {
  return sql`INSERT INTO dpd_borrower_days (as_of_date, borrower_id, lender_id, anchor_id, programme_id,
      borrower_user_id, borrower_key, borrower_name, tranche_count, dpd, bucket, oldest_unpaid_due_date,
      overdue_paise, penal_outstanding_paise, principal_outstanding_paise)
    SELECT ${asOf}::date, g.borrower_id, g.lender_id, g.anchor_id, g.programme_id, g.borrower_user_id,
      g.borrower_key, g.borrower_name, g.tranche_count, g.dpd,
      ${bucketSql(sql`g.dpd`, sql`coalesce(h.npa, false)`)}, g.oldest, g.overdue, g.penal_left, g.principal_left
    FROM (
      SELECT d.borrower_id, d.lender_id, ${shared("anchor_id")} AS anchor_id,
        ${shared("programme_id")} AS programme_id, ${shared("borrower_user_id")} AS borrower_user_id,
        d.borrower_key, min(d.borrower_name) AS borrower_name, count(DISTINCT d.tranche_id)::int AS tranche_count,
        ${groupFigures(asOf)}
      FROM dpd_dues d
      GROUP BY d.borrower_id, d.lender_id, d.borrower_key
      HAVING ${stillOwing}
    ) g LEFT JOIN (${npaHeld("borrower_id")}) h ON h.id = g.borrower_id`;
}
