import { AS_OF_VIEWS } from "@domain/collections/as-of-view";
import { DPD_BUCKETS } from "@domain/collections/dpd";
import { z } from "zod";
import { pageSizeParam, sortParam } from "./list-params";
import { filterDateParam } from "./filter-dates";
import { pageParam } from "./paging";

/** Rows per borrower (one lender's borrower, as RBI classifies) or per tranche (a loan or an invoice). */
export const DPD_LEVELS = ["borrower", "tranche"] as const;
export type DpdLevel = (typeof DPD_LEVELS)[number];

export const DPD_SORT_FIELDS = ["dpd", "overduePaise", "principalOutstandingPaise", "borrowerName"] as const;
export const DEFAULT_DPD_SORT = "-dpd";
export const DEFAULT_DPD_PAGE_SIZE = 50;

export const NO_DAY_END_RUN = "No day-end run for this date";
export const BORROWER_NOT_FOUND = "Borrower not found";
export const FUTURE_DAY_END = "The day-end runs for today or an earlier date";
/** A day-end before the ledger's first due date would classify nothing: it is refused with that date. */
export const dayEndBeforeLedger = (firstDueDate: string) =>
  `The day-end runs from the ledger's first due date, ${firstDueDate}, on`;

const asOfParam = filterDateParam("As-of date must be YYYY-MM-DD");

/**
 * `GET /account/dpd`: the day-end classification of `asOf` (today by default), with filters. Its bucket
 * summary (`/account/dpd/summary`) takes every filter but the bucket, so the bars stay whole while the rows
 * drill down to one.
 */
export const dpdListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(DEFAULT_DPD_PAGE_SIZE),
  sort: sortParam(DPD_SORT_FIELDS).default(DEFAULT_DPD_SORT),
  asOf: asOfParam.optional(),
  level: z.enum(DPD_LEVELS, { error: `Level must be one of ${DPD_LEVELS.join(", ")}` }).default("borrower"),
  bucket: z.enum(DPD_BUCKETS, { error: `Bucket must be one of ${DPD_BUCKETS.join(", ")}` }).optional(),
  lenderId: z.guid("Lender id must be a UUID").optional(),
  anchorId: z.guid("Anchor id must be a UUID").optional(),
  programmeId: z.guid("Programme id must be a UUID").optional(),
  /** A contains search on the borrower's name, or a tranche's reference exactly. */
  search: z.string().trim().max(100, "Search can be at most 100 characters").optional(),
});
export type DpdListQuery = z.output<typeof dpdListQuerySchema>;
export type DpdListQueryInput = z.input<typeof dpdListQuerySchema>;
export const dpdExportQuerySchema = dpdListQuerySchema.omit({ page: true, pageSize: true });

/** A classified row: a borrower's or a tranche's (then with `trancheKind` and `trancheRef`). */
export const dpdRowSchema = z.object({
  /** The borrower's id (`borrowerId`) or the tranche's (the loan's or the invoice's). */
  id: z.string(),
  borrowerId: z.string(),
  lenderId: z.string(),
  lenderName: z.string(),
  anchorId: z.string().nullable(),
  anchorName: z.string().nullable(),
  programmeId: z.string().nullable(),
  programmeName: z.string().nullable(),
  borrowerKey: z.string(),
  borrowerName: z.string(),
  trancheKind: z.string().nullable(),
  trancheRef: z.string().nullable(),
  trancheCount: z.number().int(),
  dpd: z.number().int(),
  bucket: z.enum(DPD_BUCKETS),
  oldestUnpaidDueDate: z.string().nullable(),
  overduePaise: z.number().int(),
  penalOutstandingPaise: z.number().int(),
  principalOutstandingPaise: z.number().int(),
  /** What a loan write-off recorded as written off (the dues stay owing: a technical write-off); 0 if none. */
  writtenOffPaise: z.number().int(),
});
export type DpdRow = z.infer<typeof dpdRowSchema>;

export const dpdBucketFiguresSchema = z.object({
  bucket: z.enum(DPD_BUCKETS),
  count: z.number().int(),
  overduePaise: z.number().int(),
  principalOutstandingPaise: z.number().int(),
});
export type DpdBucketFigures = z.infer<typeof dpdBucketFiguresSchema>;

export const dayEndRunSchema = z.object({
  asOfDate: z.string(),
  ranAt: z.string(),
  trancheCount: z.number().int(),
  borrowerCount: z.number().int(),
  durationMs: z.number().int(),
  runCount: z.number().int(),
  /** The overdue penal the date's day-end charged, net of its re-runs' adjustments. */
  penalChargedPaise: z.number().int(),
});
export type DayEndRun = z.infer<typeof dayEndRunSchema>;

export const dpdSummarySchema = z.object({
  asOfDate: z.string(),
  level: z.enum(DPD_LEVELS),
  /** The day-end run the rows come from; null when the date has not been run (no rows). */
  run: dayEndRunSchema.nullable(),
  buckets: z.array(dpdBucketFiguresSchema),
});
export type DpdSummary = z.infer<typeof dpdSummarySchema>;

export const dpdListResponseSchema = z.object({
  payload: z.array(dpdRowSchema),
  total: z.number().int().nonnegative(),
});

/** `GET /account/dpd/summary`: the same query without paging, the bucket aside. */
export const dpdSummaryQuerySchema = dpdListQuerySchema.omit({
  page: true,
  pageSize: true,
  sort: true,
  bucket: true,
});

/** `POST /account/dpd/dayEnd`: classify a date (today or earlier) from the ledger and store it. */
export const dayEndRequestSchema = z.object({ asOfDate: asOfParam });

/** `GET /account/statement`: one lender's borrower, as of a date (today by default). */
export const statementQuerySchema = z.object({
  lenderId: z.guid("Lender id must be a UUID"),
  borrowerKey: z
    .string()
    .trim()
    .regex(
      /^(user|loan|anchor|borrower):[0-9a-f-]{36}$/i,
      "Borrower key must be user:, loan:, anchor: or borrower: and an id",
    ),
  asOf: asOfParam.optional(),
  /** CORRECTED (the default) or REPORTED: `domain/collections/as-of-view.ts`. */
  view: z.enum(AS_OF_VIEWS, { error: "View must be CORRECTED or REPORTED" }).default("CORRECTED"),
});
export type StatementQuery = z.output<typeof statementQuerySchema>;

export const STATEMENT_ENTRY_KINDS = ["DUE", "CHARGE", "WAIVER", "RECEIPT"] as const;

/** One due of the statement, as it stood at the end of the as-of date. */
export const statementDueSchema = z.object({
  id: z.string(),
  trancheRef: z.string(),
  installmentNumber: z.number().int(),
  dueDate: z.string(),
  principalDuePaise: z.number().int(),
  interestDuePaise: z.number().int(),
  penalChargedPaise: z.number().int(),
  principalPaidPaise: z.number().int(),
  interestPaidPaise: z.number().int(),
  penalPaidPaise: z.number().int(),
  balancePaise: z.number().int(),
  dpd: z.number().int(),
});
export type StatementDue = z.infer<typeof statementDueSchema>;

/**
 * One line of the account: a due or a penal charge (debit), a receipt's appropriation to these dues
 * (credit, with its split), and the balance after it.
 */
export const statementEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  trancheRef: z.string().nullable(),
  reference: z.string(),
  description: z.string(),
  debitPaise: z.number().int(),
  creditPaise: z.number().int(),
  penalPaise: z.number().int(),
  interestPaise: z.number().int(),
  principalPaise: z.number().int(),
  balancePaise: z.number().int(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  asOfDate: z.string(),
  view: z.enum(AS_OF_VIEWS),
  borrowerName: z.string(),
  borrowerKey: z.string(),
  lenderId: z.string(),
  lenderName: z.string(),
  dpd: z.number().int(),
  bucket: z.enum(DPD_BUCKETS),
  overduePaise: z.number().int(),
  balancePaise: z.number().int(),
  dues: z.array(statementDueSchema),
  entries: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;
