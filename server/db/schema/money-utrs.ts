import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { receipts } from "./collections";
import { invoices } from "./invoices";

/**
 * One UTR, one money movement (migration 0035): each UTR (normalised: no spaces, upper case) held by a live
 * receipt or by an invoice's disbursement. Triggers keep it, never the services: a receipt claims its UTR
 * when recorded, its reversal releases it, an invoice claims its disbursement UTR when it is entered.
 */
export const moneyUtrs = pgTable(
  "money_utrs",
  {
    utr: text("utr").primaryKey(),
    receiptId: uuid("receipt_id").references(() => receipts.id),
    invoiceId: uuid("invoice_id").references(() => invoices.id),
  },
  (table) => [
    uniqueIndex("money_utrs_receipt_unique").on(table.receiptId),
    uniqueIndex("money_utrs_invoice_unique").on(table.invoiceId),
    check("money_utrs_one_holder", sql`num_nonnulls(${table.receiptId}, ${table.invoiceId}) = 1`),
  ],
);
