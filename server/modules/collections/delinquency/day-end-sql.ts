import { NPA_FROM, SMA_1_FROM, SMA_2_FROM } from "@domain/collections/dpd";
import type { BusinessDate } from "@domain/dates/business-date";
import { sql, type SQL } from "drizzle-orm";
import { correctedAllocation } from "../receipts/counted-lines";
import { holdMatters, npaHeld } from "./day-end-hold";
import { penalMoved } from "./day-end-penal";

/**
 * The RBI day-end rule of `domain/collections/dpd.ts` in SQL, straight from the ledger (`emis`,
 * `receipt_allocations`, `emi_charges`) at the end of any date, so a past day can be re-run: as corrected since
 * (`domain/collections/as-of-view.ts`), a reversed receipt and its reversal counting nowhere.
 * Each statement below mirrors a step of `classify` and is tested against it (tests/api/delinquency-*).
 */

/** The borrower RBI classifies: one lender's borrower, as a stable id of the lender and the borrower key. */
export const borrowerIdOf = (lenderId: SQL, borrowerKey: SQL): SQL =>
  sql`md5(${lenderId}::text || '/' || ${borrowerKey})::uuid`;

/**
 * Every live due with what it stood at, at the end of `asOf`: its principal and interest due and paid, the
 * part of them overdue, the principal left, the penal charges left, and what a loan write-off recorded of it
 * by then. An approved waiver of interest or principal lowered the due's column on its day: a waiver dated
 * after `asOf` is added back, so a past day reads the due as it stood. A temporary table, dropped at commit.
 */
export function createDuesTable(asOf: BusinessDate): SQL {
  const day = sql`${asOf}::date`;
  const due = sql`(e.principal_due_paise + e.interest_due_paise + coalesce(w.waived_later, 0))`;
  return sql`CREATE TEMP TABLE dpd_dues ON COMMIT DROP AS
    WITH paid AS (
      SELECT a.emi_id, sum(a.amount_paise) FILTER (WHERE a.component <> 'PENAL') AS pi_paid,
        sum(a.amount_paise) FILTER (WHERE a.component = 'PRINCIPAL') AS principal,
        sum(a.amount_paise) FILTER (WHERE a.component = 'PENAL') AS penal
      FROM receipt_allocations a WHERE a.allocated_on <= ${day} AND ${correctedAllocation(asOf)}
      GROUP BY a.emi_id
    ), charged AS (
      SELECT c.emi_id, sum(c.amount_paise) AS penal
      FROM emi_charges c WHERE c.charged_on <= ${day} GROUP BY c.emi_id
    ), removed AS (
      SELECT r.emi_id,
        sum(r.amount_paise) FILTER (WHERE r.kind = 'WAIVER' AND r.written_off_on > ${day}) AS waived_later,
        sum(r.amount_paise) FILTER (WHERE r.kind = 'WAIVER' AND r.component = 'PRINCIPAL'
          AND r.written_off_on > ${day}) AS principal_waived_later,
        sum(r.amount_paise) FILTER (WHERE r.kind = 'WRITE_OFF' AND r.written_off_on <= ${day}) AS written_off
      FROM emi_write_offs r WHERE r.kind IN ('WAIVER', 'WRITE_OFF') GROUP BY r.emi_id
    )
    SELECT e.id, coalesce(e.loan_id, e.invoice_id, e.id) AS tranche_id, e.tranche_kind, e.tranche_ref,
      e.lender_id, e.anchor_id, e.programme_id, e.borrower_user_id, e.borrower_key, e.borrower_name,
      e.due_date, ${due} AS due, coalesce(p.pi_paid, 0) AS pi_paid,
      e.due_date <= ${day} AND ${due} > 0 AS in_arrears_window,
      CASE WHEN e.due_date <= ${day} THEN greatest(${due} - coalesce(p.pi_paid, 0), 0) ELSE 0 END AS overdue,
      e.principal_due_paise + coalesce(w.principal_waived_later, 0) - coalesce(p.principal, 0) AS principal_left,
      coalesce(ch.penal, 0) - coalesce(p.penal, 0) AS penal_left, coalesce(w.written_off, 0) AS written_off
    FROM emis e
    LEFT JOIN paid p ON p.emi_id = e.id
    LEFT JOIN charged ch ON ch.emi_id = e.id
    LEFT JOIN removed w ON w.emi_id = e.id
    WHERE e.status <> 'CANCELLED'`;
}

/**
 * Every tranche's figures summed from its dues, repaid tranches too (a borrower counts all its tranches), with the
 * penal the run just raised (`dpd_penal`): the borrowers are summed from these 200,000-odd rows instead of the
 * million dues. A temporary table.
 */
export function createTranchesTable(asOf: BusinessDate): SQL {
  return sql`CREATE TEMP TABLE dpd_tranches ON COMMIT DROP AS
    SELECT d.tranche_id, d.tranche_kind, d.tranche_ref,
      ${borrowerIdOf(sql`d.lender_id`, sql`d.borrower_key`)} AS borrower_id, d.lender_id, d.anchor_id,
      d.programme_id, d.borrower_user_id, d.borrower_key, min(d.borrower_name) AS borrower_name,
      coalesce(${asOf}::date - min(d.due_date) FILTER (WHERE d.overdue > 0) + 1, 0) AS dpd,
      min(d.due_date) FILTER (WHERE d.overdue > 0) AS oldest,
      sum(d.overdue) AS overdue, sum(d.penal_left + coalesce(m.delta, 0)) AS penal_left,
      sum(d.principal_left) AS principal_left, sum(d.written_off) AS written_off
    FROM dpd_dues d LEFT JOIN ${penalMoved} m ON m.emi_id = d.id
    GROUP BY d.tranche_id, d.tranche_kind, d.tranche_ref, d.lender_id, d.anchor_id, d.programme_id,
      d.borrower_user_id, d.borrower_key`;
}

/** The bucket of a group from its DPD and whether its NPA holds (`bucketOfDpd` and the upgrade rule). */
const bucketSql = (dpd: SQL, npa: SQL) => {
  const from = (days: number) => sql.raw(String(days));
  return sql`CASE WHEN ${dpd} = 0 THEN 'STANDARD'
    WHEN ${npa} OR ${dpd} >= ${from(NPA_FROM)} THEN 'NPA' WHEN ${dpd} >= ${from(SMA_2_FROM)} THEN 'SMA_2'
    WHEN ${dpd} >= ${from(SMA_1_FROM)} THEN 'SMA_1' ELSE 'SMA_0' END`;
};

/** Still owing anything at the end of the day: repaid tranches drop out of the classification. */
const owing = (overdue: string, penal: string, principal: string) =>
  sql.raw(`${overdue} + ${penal} + ${principal} > 0`);

/**
 * Classifies every tranche still owing at the end of `asOf` into `dpd_tranche_days`, in key order so the
 * rows append to the primary key's index.
 */
export function insertTrancheDays(asOf: BusinessDate): SQL {
  return sql`INSERT INTO dpd_tranche_days (as_of_date, tranche_id, tranche_kind, tranche_ref, borrower_id,
      lender_id, anchor_id, programme_id, borrower_user_id, borrower_key, borrower_name, dpd, bucket,
      oldest_unpaid_due_date, overdue_paise, penal_outstanding_paise, principal_outstanding_paise, written_off_paise)
    SELECT ${asOf}::date, t.tranche_id, t.tranche_kind, t.tranche_ref, t.borrower_id, t.lender_id, t.anchor_id,
      t.programme_id, t.borrower_user_id, t.borrower_key, t.borrower_name, t.dpd,
      ${bucketSql(sql`t.dpd`, sql`coalesce(h.npa, false)`)}, t.oldest, t.overdue, t.penal_left, t.principal_left,
      t.written_off
    FROM dpd_tranches t
    LEFT JOIN (${npaHeld(["tranche_id"], sql`SELECT tranche_id FROM dpd_tranches WHERE ${holdMatters}`)}) h
      ON h.tranche_id = t.tranche_id
    WHERE ${owing("t.overdue", "t.penal_left", "t.principal_left")}
    ORDER BY t.tranche_id`;
}

/** The one value of a column the borrower's tranches share, else null. */
const shared = (column: string) =>
  sql.raw(`CASE WHEN count(DISTINCT t.${column}) = 1 AND bool_and(t.${column} IS NOT NULL)
    THEN (array_agg(t.${column}))[1] END`);

/** Classifies every borrower still owing at the end of `asOf` into `dpd_borrower_days`, summed from its tranches. */
export function insertBorrowerDays(asOf: BusinessDate): SQL {
  return sql`WITH g AS (
      SELECT t.borrower_id, t.lender_id, ${shared("anchor_id")} AS anchor_id,
        ${shared("programme_id")} AS programme_id, ${shared("borrower_user_id")} AS borrower_user_id,
        t.borrower_key, min(t.borrower_name) AS borrower_name, count(DISTINCT t.tranche_id)::int AS tranche_count,
        coalesce(${asOf}::date - min(t.oldest) + 1, 0) AS dpd, min(t.oldest) AS oldest,
        sum(t.overdue) AS overdue, sum(t.penal_left) AS penal_left, sum(t.principal_left) AS principal_left,
        sum(t.written_off) AS written_off
      FROM dpd_tranches t
      GROUP BY t.borrower_id, t.lender_id, t.borrower_key
      HAVING ${owing("sum(t.overdue)", "sum(t.penal_left)", "sum(t.principal_left)")}
    )
    INSERT INTO dpd_borrower_days (as_of_date, borrower_id, lender_id, anchor_id, programme_id,
      borrower_user_id, borrower_key, borrower_name, tranche_count, dpd, bucket, oldest_unpaid_due_date,
      overdue_paise, penal_outstanding_paise, principal_outstanding_paise, written_off_paise)
    SELECT ${asOf}::date, g.borrower_id, g.lender_id, g.anchor_id, g.programme_id, g.borrower_user_id,
      g.borrower_key, g.borrower_name, g.tranche_count, g.dpd,
      ${bucketSql(sql`g.dpd`, sql`coalesce(h.npa, false)`)}, g.oldest, g.overdue, g.penal_left, g.principal_left,
      g.written_off
    FROM g LEFT JOIN (${npaHeld(["lender_id", "borrower_key"], sql`SELECT lender_id, borrower_key FROM g WHERE ${holdMatters}`)}) h
      ON h.lender_id = g.lender_id AND h.borrower_key = g.borrower_key
    ORDER BY g.borrower_id`;
}
