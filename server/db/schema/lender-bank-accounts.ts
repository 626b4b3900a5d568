import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { lenders } from "./lenders";
import { recordStampColumns } from "./shared-columns";

/** A lender's bank account (spec section 3): where disbursements leave from and collections arrive. */
export const lenderBankAccounts = pgTable(
  "lender_bank_accounts",
  {
    id: uuid("id").primaryKey(),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id),
    accountNumber: text("account_number").notNull(),
    ifsc: text("ifsc").notNull(),
    accountHolderName: text("account_holder_name").notNull(),
    /** From the IFSC directory, never typed. */
    bankName: text("bank_name").notNull(),
    accountType: text("account_type").notNull(),
    branchName: text("branch_name"),
    /** PENDING until a second staff user approves the new account (maker-checker), then ACTIVE; or REJECTED. */
    status: text("status").notNull().default("ACTIVE"),
    ...recordStampColumns(),
  },
  (table) => [
    index("lender_bank_accounts_lender_idx").on(table.lenderId),
    // One account at one branch is one record, whichever lender: a rejected proposal does not block a new one.
    uniqueIndex("lender_bank_accounts_account_unique")
      .on(table.ifsc, table.accountNumber)
      .where(sql`${table.status} <> 'REJECTED'`),
  ],
);
