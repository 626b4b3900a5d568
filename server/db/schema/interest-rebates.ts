import { bigint, date, index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { emis, receipts } from "./collections";
import { users } from "./users";

/**
 * The interest of a due that a payoff made not owed (migration 0038): a receipt that paid a tranche off before
 * its last due date paid interest only to that day, and each later period's interest (and the rest of the
 * current one's) left the due's interest with one line here. A reversal of that receipt puts it back with a
 * negative line of its own; lines are never edited.
 */
export const emiInterestRebates = pgTable(
  "emi_interest_rebates",
  {
    id: uuid("id").primaryKey(),
    emiId: uuid("emi_id")
      .notNull()
      .references(() => emis.id),
    /** The paying-off receipt, or the reversal that put the interest back. */
    receiptId: uuid("receipt_id")
      .notNull()
      .references(() => receipts.id),
    /** Interest no longer owed (negative: owed again after a reversal). */
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    rebatedOn: date("rebated_on", { mode: "string" }).notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("emi_interest_rebates_emi_idx").on(table.emiId),
    index("emi_interest_rebates_receipt_idx").on(table.receiptId),
  ],
);
