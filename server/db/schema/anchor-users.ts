import { index, integer, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { recordStampColumns } from "./shared-columns";
import { users } from "./users";

/** A user as an anchor knows them (spec "Anchor-user"): e.g. a dairy farmer supplying a cooperative. */
export const anchorUsers = pgTable(
  "anchor_users",
  {
    id: uuid("id").primaryKey(),
    anchorId: uuid("anchor_id")
      .notNull()
      .references(() => anchors.id),
    externalId: text("external_id"),
    mobile: text("mobile").notNull(),
    /** The platform user, when the person has signed up. */
    userId: uuid("user_id").references(() => users.id),
    /** Litres a month. */
    avgMonthCollection: numeric("avg_month_collection", { precision: 12, scale: 2 }).notNull(),
    /** Months. */
    vintage: integer("vintage").notNull(),
    /** default or Agro. */
    onboardingFlow: text("onboarding_flow").notNull(),
    bankIds: text("bank_ids").array().notNull().default([]),
    ...recordStampColumns(),
  },
  (table) => [
    index("anchor_users_anchor_idx").on(table.anchorId),
    uniqueIndex("anchor_users_anchor_mobile_unique").on(table.anchorId, table.mobile),
  ],
);
