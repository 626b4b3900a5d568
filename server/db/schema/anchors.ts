import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Corporates (dairies, distributors) that onboard their suppliers, partners and retailers. */
export const anchors = pgTable("anchors", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  gstin: text("gstin").notNull().unique(),
  pan: text("pan").notNull(),
  /** Spec section 3: shows the user-config page to this anchor's users. */
  userConfigForAnchor: boolean("user_config_for_anchor").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
