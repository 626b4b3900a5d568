import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { lenders } from "./lenders";
import { users } from "./users";

/**
 * The history of KYC checks (`/master/kyc/validate/*`): who checked what and what it answered. The identifier
 * is never stored in clear: masked for the list, and a SHA-256 hash to find the checks of one identifier.
 */
export const kycChecks = pgTable(
  "kyc_checks",
  {
    id: uuid("id").primaryKey(),
    /** PAN, GST or BANK. */
    kind: text("kind").notNull(),
    identifierMasked: text("identifier_masked").notNull(),
    identifierHash: text("identifier_hash").notNull(),
    valid: boolean("valid").notNull(),
    message: text("message"),
    detail: text("detail"),
    checkedBy: uuid("checked_by")
      .notNull()
      .references(() => users.id),
    /** The checker's lender when the check was made: NBFC users see their lender's checks. */
    lenderId: uuid("lender_id").references(() => lenders.id),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("kyc_checks_kind_check", sql`${table.kind} IN ('PAN', 'GST', 'BANK')`),
    index("kyc_checks_checked_idx").on(table.checkedAt.desc(), table.id),
    index("kyc_checks_lender_checked_idx").on(table.lenderId, table.checkedAt.desc(), table.id),
    index("kyc_checks_checker_checked_idx").on(table.checkedBy, table.checkedAt.desc()),
    index("kyc_checks_identifier_idx").on(table.identifierHash),
  ],
);
