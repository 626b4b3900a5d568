import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { pendingOperations } from "./pending-operations";
import { users } from "./users";

/**
 * The history of `/admin/utility`: one row per operation run, refused ones included. A money operation or a
 * loan's close is PROPOSED and names its pending operation, whose decision (and decider) is its final outcome.
 */
export const adminOperations = pgTable(
  "admin_operations",
  {
    id: uuid("id").primaryKey(),
    operation: text("operation").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    /** DONE, PROPOSED (waiting for a second staff user) or REFUSED (`message` says why). */
    outcome: text("outcome").notNull(),
    message: text("message").notNull(),
    pendingOperationId: uuid("pending_operation_id").references(() => pendingOperations.id),
    runBy: uuid("run_by")
      .notNull()
      .references(() => users.id),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("admin_operations_run_idx").on(table.runAt, table.id),
    index("admin_operations_user_idx").on(table.userId, table.runAt),
  ],
);
