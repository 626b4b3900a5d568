import { integer, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { anchors } from "./anchors";

/**
 * The version every editable record carries for optimistic locking, and when it was created and last
 * changed. A function: each table needs its own column builders.
 */
export const recordStampColumns = () => ({
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who a supplier or a partner of an anchor is; each table adds its payment details. */
export const anchorCounterpartyColumns = () => ({
  id: uuid("id").primaryKey(),
  anchorId: uuid("anchor_id")
    .notNull()
    .references(() => anchors.id),
  gstin: text("gstin").notNull(),
  name: text("name").notNull(),
  email: text("email"),
  mobile: text("mobile").notNull(),
});
