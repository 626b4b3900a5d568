import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { users } from "./users";
import { recordStampColumns } from "./shared-columns";

/** A retailer onboarded by a non-anchor merchant (spec section 3, retailer add). */
export const retailers = pgTable(
  "retailers",
  {
    id: uuid("id").primaryKey(),
    merchantUserId: uuid("merchant_user_id")
      .notNull()
      .references(() => users.id),
    anchorId: uuid("anchor_id").references(() => anchors.id),
    gstin: text("gstin").notNull(),
    businessName: text("business_name").notNull(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email"),
    pan: text("pan").notNull(),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("retailers_merchant_gstin_unique").on(table.merchantUserId, table.gstin),
    index("retailers_merchant_name_idx").on(table.merchantUserId, sql`lower(${table.businessName})`),
  ],
);
