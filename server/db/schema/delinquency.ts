import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/** One day-end delinquency run per as-of date (migration 0019); a re-run replaces that date's rows. */
export const dpdDayEndRuns = pgTable("dpd_day_end_runs", {
  asOfDate: date("as_of_date", { mode: "string" }).primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
  ranBy: uuid("ran_by").references(() => users.id),
  trancheCount: integer("tranche_count").notNull(),
  borrowerCount: integer("borrower_count").notNull(),
  durationMs: integer("duration_ms").notNull(),
  /** How many times the date has been run (the first run and every re-run from the ledger). */
  runCount: integer("run_count").notNull().default(1),
  /** What the date's day-end lines charged of overdue penal, net of a re-run's adjustments (migration 0039). */
  penalChargedPaise: bigint("penal_charged_paise", { mode: "number" }).notNull().default(0),
});

/** What a classified row holds, for a tranche or a borrower, at the end of its as-of date. */
const classificationColumns = () => ({
  /** The run's date (`dpdDayEndRuns`), not a foreign key: only the run writes these rows (migration 0043). */
  asOfDate: date("as_of_date", { mode: "string" }).notNull(),
  /** The borrower as RBI classifies it: one lender's borrower (`borrowerIdOf` in the day-end SQL). */
  borrowerId: uuid("borrower_id").notNull(),
  lenderId: uuid("lender_id").notNull(),
  anchorId: uuid("anchor_id"),
  programmeId: uuid("programme_id"),
  borrowerUserId: uuid("borrower_user_id"),
  borrowerKey: text("borrower_key").notNull(),
  borrowerName: text("borrower_name").notNull(),
  dpd: integer("dpd").notNull(),
  /** A `DpdBucket` of `domain/collections/dpd.ts`. */
  bucket: text("bucket").notNull(),
  oldestUnpaidDueDate: date("oldest_unpaid_due_date", { mode: "string" }),
  overduePaise: bigint("overdue_paise", { mode: "number" }).notNull(),
  penalOutstandingPaise: bigint("penal_outstanding_paise", { mode: "number" }).notNull(),
  principalOutstandingPaise: bigint("principal_outstanding_paise", { mode: "number" }).notNull(),
  /** What a loan write-off recorded as written off (still owed: a technical write-off) by the date (migration 0037). */
  writtenOffPaise: bigint("written_off_paise", { mode: "number" }).notNull().default(0),
});

/** A tranche (a loan or an invoice) at the end of a day. */
export const dpdTrancheDays = pgTable(
  "dpd_tranche_days",
  {
    ...classificationColumns(),
    trancheId: uuid("tranche_id").notNull(),
    /** LOAN, INVOICE or SUBVENTION (an anchor's share of an invoice's interest). */
    trancheKind: text("tranche_kind").notNull(),
    trancheRef: text("tranche_ref").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.asOfDate, table.trancheId] }),
    index("dpd_tranche_days_bucket_idx").on(table.asOfDate, table.bucket, table.dpd, table.trancheId),
    index("dpd_tranche_days_lender_idx").on(table.asOfDate, table.lenderId, table.bucket),
    index("dpd_tranche_days_anchor_idx").on(table.asOfDate, table.anchorId, table.bucket),
    index("dpd_tranche_days_borrower_idx").on(table.asOfDate, table.borrowerId),
    index("dpd_tranche_days_user_idx").on(table.asOfDate, table.borrowerUserId),
  ],
);

/**
 * A borrower of a lender at the end of a day: the worst tranche decides, and an NPA holds until all its
 * arrears are paid. The anchor and programme are the borrower's when all its tranches share them.
 */
export const dpdBorrowerDays = pgTable(
  "dpd_borrower_days",
  {
    ...classificationColumns(),
    trancheCount: integer("tranche_count").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.asOfDate, table.borrowerId] }),
    index("dpd_borrower_days_bucket_idx").on(table.asOfDate, table.bucket, table.dpd, table.borrowerId),
    index("dpd_borrower_days_lender_idx").on(table.asOfDate, table.lenderId, table.bucket),
    index("dpd_borrower_days_user_idx").on(table.asOfDate, table.borrowerUserId),
  ],
);
