import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The workflows an anchor's settings may name (`wfId`); the workflow builder will fill this table. */
export const workflows = pgTable("workflows", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
