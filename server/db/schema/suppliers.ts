import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { anchors } from "./anchors";

/** An anchor's supplier (spec section 3, supplier create); bank holder and bank name come from the bank check. */
export const suppliers = pgTable(
  "suppliers",
  {
    id: uuid("id").primaryKey(),
    anchorId: uuid("anchor_id")
      .notNull()
      .references(() => anchors.id),
    gstin: text("gstin").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    mobile: text("mobile").notNull(),
    bankAccount: text("bank_account").notNull(),
    ifsc: text("ifsc").notNull(),
    accountHolderName: text("account_holder_name").notNull(),
    bankName: text("bank_name").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("suppliers_anchor_gstin_unique").on(table.anchorId, table.gstin),
    index("suppliers_anchor_name_idx").on(table.anchorId, sql`lower(${table.name})`),
  ],
);
