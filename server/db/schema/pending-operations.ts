import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Maker-checker for money commands (a manual payment, a collection, a settlement, a receipt's reversal ...):
 * the command's validated input and the preview its proposer saw wait here until a different staff user
 * approves (the command then runs and `receiptIds` names what it posted) or rejects it. Generic: `kind`
 * names the command, so any later money operation goes through the same approval.
 */
export const pendingOperations = pgTable(
  "pending_operations",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").notNull(),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    /** The affected records and amounts, as the proposer saw them and the approver sees them. */
    preview: jsonb("preview").$type<unknown>().notNull(),
    /** The normalised UTR the command would record: one open proposal per UTR. */
    utr: text("utr"),
    proposedBy: uuid("proposed_by")
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp("proposed_at", { withTimezone: true }).notNull(),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** APPROVED or REJECTED; null while it waits. */
    decision: text("decision"),
    reason: text("reason"),
    /** What the approved command answered (per-row results of a bulk action). */
    result: jsonb("result").$type<unknown>(),
    receiptIds: jsonb("receipt_ids").$type<string[]>().notNull().default([]),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    uniqueIndex("pending_operations_open_utr_unique")
      .on(table.utr)
      .where(sql`${table.utr} IS NOT NULL AND ${table.decision} IS NULL`),
    index("pending_operations_open_idx")
      .on(table.proposedAt, table.id)
      .where(sql`${table.decision} IS NULL`),
    index("pending_operations_proposed_idx").on(table.proposedAt, table.id),
  ],
);
