import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { anchors } from "./anchors";

/** An anchor's partner (spec section 3, partner create), paid with TDS deducted. */
export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey(),
    anchorId: uuid("anchor_id")
      .notNull()
      .references(() => anchors.id),
    gstin: text("gstin").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    mobile: text("mobile").notNull(),
    /** One of the partner create TDS options, in percent. */
    tdsPercent: numeric("tds_percent", { precision: 6, scale: 2, mode: "number" }).notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("partners_anchor_gstin_unique").on(table.anchorId, table.gstin),
    index("partners_anchor_name_idx").on(table.anchorId, sql`lower(${table.name})`),
  ],
);
