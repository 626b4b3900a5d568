import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { emis, receipts } from "./collections";
import { users } from "./users";

/**
 * An uploaded bank statement (issue 14, reconciliation): the file by name and content hash (unique: the same
 * file twice changes nothing), the bank, the period its lines cover and how its columns were read.
 */
export const bankStatements = pgTable(
  "bank_statements",
  {
    id: uuid("id").primaryKey(),
    fileName: text("file_name").notNull(),
    bankName: text("bank_name"),
    contentHash: text("content_hash").notNull(),
    /** The file's header for each column (JSON), as detected or as mapped by the uploader. */
    columnMapping: text("column_mapping").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    lineCount: integer("line_count").notNull(),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("bank_statements_content_hash_unique").on(table.contentHash),
    index("bank_statements_uploaded_idx").on(table.uploadedAt, table.id),
  ],
);

/**
 * One line of a statement as the bank wrote it. A debit is kept (state DEBIT) but never matched; a credit is
 * MATCHED (by the matcher or by hand), in SUSPENSE (the exception queue until a person matches or returns
 * it) or RETURNED to the remitter with a reason.
 */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: uuid("id").primaryKey(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => bankStatements.id),
    rowNumber: integer("row_number").notNull(),
    valueDate: date("value_date", { mode: "string" }).notNull(),
    narration: text("narration").notNull(),
    reference: text("reference").notNull(),
    debitPaise: bigint("debit_paise", { mode: "number" }).notNull(),
    creditPaise: bigint("credit_paise", { mode: "number" }).notNull(),
    balancePaise: bigint("balance_paise", { mode: "number" }),
    state: text("state").notNull(),
    /** AUTO or MANUAL while MATCHED. */
    matchMethod: text("match_method"),
    /** The matcher's confidence (0 to 100) while matched automatically; 100 by hand. */
    confidence: integer("confidence"),
    /** What the legs add up to beyond the credit: a gateway's or bank's deduction. */
    feePaise: bigint("fee_paise", { mode: "number" }).notNull().default(0),
    returnReason: text("return_reason"),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    uniqueIndex("bank_statement_lines_row_unique").on(table.statementId, table.rowNumber),
    index("bank_statement_lines_suspense_idx")
      .on(table.valueDate, table.id)
      .where(sql`${table.state} = 'SUSPENSE'`),
  ],
);

/**
 * One leg of a line's match: the receipt it reconciles (an existing one, or the one the match posted through
 * the collections poster for `emiId`), its amount, how and by whom. An unmatch keeps the leg, stamped.
 */
export const bankStatementMatches = pgTable(
  "bank_statement_matches",
  {
    id: uuid("id").primaryKey(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => bankStatementLines.id),
    receiptId: uuid("receipt_id")
      .notNull()
      .references(() => receipts.id),
    /** The due the match paid when it posted the receipt itself (null: an existing receipt reconciled). */
    emiId: uuid("emi_id").references(() => emis.id),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    method: text("method").notNull(),
    /** UTR, AMOUNT_DATE_NAME, BATCH or MANUAL. */
    rule: text("rule").notNull(),
    confidence: integer("confidence").notNull(),
    matchedBy: uuid("matched_by")
      .notNull()
      .references(() => users.id),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull(),
    unmatchedBy: uuid("unmatched_by").references(() => users.id),
    unmatchedAt: timestamp("unmatched_at", { withTimezone: true }),
  },
  (table) => [
    index("bank_statement_matches_line_idx").on(table.lineId),
    uniqueIndex("bank_statement_matches_live_receipt_unique")
      .on(table.receiptId)
      .where(sql`${table.unmatchedAt} IS NULL`),
  ],
);
