import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { anchorCounterpartyColumns, recordStampColumns } from "./shared-columns";

/** An anchor's supplier (spec section 3, supplier create); bank holder and bank name come from the bank check. */
export const suppliers = pgTable(
  "suppliers",
  {
    ...anchorCounterpartyColumns(),
    bankAccount: text("bank_account").notNull(),
    ifsc: text("ifsc").notNull(),
    accountHolderName: text("account_holder_name").notNull(),
    bankName: text("bank_name").notNull(),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("suppliers_anchor_gstin_unique").on(table.anchorId, table.gstin),
    index("suppliers_anchor_name_idx").on(table.anchorId, sql`lower(${table.name})`),
  ],
);
