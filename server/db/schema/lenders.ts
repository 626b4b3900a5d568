import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** NBFCs and banks that fund the programmes. */
export const lenders = pgTable("lenders", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** Short code used in references and exports, e.g. `SHREE`. */
  code: text("code").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
