import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { recordStampColumns } from "./shared-columns";
import { users } from "./users";

/** A merchant's own bank account (the admin user operations form); an anchor user's bankIds name these. */
export const userBankAccounts = pgTable(
  "user_bank_accounts",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    accountNumber: text("account_number").notNull(),
    ifsc: text("ifsc").notNull(),
    /** From the IFSC directory, never typed. */
    bankName: text("bank_name").notNull(),
    accountHolderName: text("account_holder_name"),
    isPrimary: boolean("is_primary").notNull().default(false),
    ...recordStampColumns(),
  },
  (table) => [index("user_bank_accounts_user_idx").on(table.userId)],
);
