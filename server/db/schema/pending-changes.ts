import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** One field of a pending change: the value when proposed and the value asked for. */
export type FieldChange = { field: string; before: unknown; after: unknown };

/**
 * Maker-checker: a change to a setting that moves money (a programme's limit or liability days, an anchor's
 * lending type, a lender bank account) waits here until another staff user approves or rejects it. At most
 * one open (PENDING) change per record. Tenancy keys are copied from the record for scoping and notifies.
 */
export const pendingChanges = pgTable(
  "pending_changes",
  {
    id: uuid("id").primaryKey(),
    /** programme, anchor_settings or lender_bank_account. */
    entity: text("entity").notNull(),
    entityId: uuid("entity_id").notNull(),
    anchorId: uuid("anchor_id"),
    lenderId: uuid("lender_id"),
    changes: jsonb("changes").$type<FieldChange[]>().notNull(),
    /** The record's version the change was proposed against; approval applies it only at that version. */
    baseVersion: integer("base_version").notNull(),
    /** PENDING, APPROVED or REJECTED. */
    state: text("state").notNull().default("PENDING"),
    proposedBy: uuid("proposed_by")
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp("proposed_at", { withTimezone: true }).notNull(),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reason: text("reason"),
  },
  (table) => [
    uniqueIndex("pending_changes_one_open_idx")
      .on(table.entity, table.entityId)
      .where(sql`${table.state} = 'PENDING'`),
    index("pending_changes_entity_idx").on(table.entity, table.entityId, table.proposedAt.desc()),
  ],
);
