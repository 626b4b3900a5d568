import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { lenders } from "./lenders";
import { partners } from "./partners";
import { programmes } from "./programmes";
import { retailers } from "./retailers";
import { suppliers } from "./suppliers";
import { users } from "./users";
import { recordStampColumns } from "./shared-columns";

/** Statuses under which an invoice number stays taken: a rejected or cancelled invoice may be entered again. */
const LIVE = sql`status NOT IN ('Cancelled', 'Rejected')`;

/**
 * One invoice (tranche) of an anchor's programme. The counterparty's name, the lender and the merchant are
 * copied onto the row so the million-row list filters and sorts on one table without joins.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey(),
    type: text("type").notNull(),
    status: text("status").notNull(),
    anchorId: uuid("anchor_id")
      .notNull()
      .references(() => anchors.id),
    programmeId: uuid("programme_id")
      .notNull()
      .references(() => programmes.id),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id),
    supplierId: uuid("supplier_id").references(() => suppliers.id),
    partnerId: uuid("partner_id").references(() => partners.id),
    retailerId: uuid("retailer_id").references(() => retailers.id),
    /** The retailer's merchant, for retailer invoices: the merchant's tenancy key. */
    merchantUserId: uuid("merchant_user_id").references(() => users.id),
    counterpartyName: text("counterparty_name").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    repaymentDurationDays: integer("repayment_duration_days").notNull(),
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    interestRatePercent: numeric("interest_rate_percent", { precision: 7, scale: 4 }).notNull(),
    tdsPercent: numeric("tds_percent", { precision: 6, scale: 2, mode: "number" }),
    actualPaymentPaise: bigint("actual_payment_paise", { mode: "number" }).notNull(),
    /** The business date the UTR was entered (the disbursement). */
    actualPaymentDate: date("actual_payment_date", { mode: "string" }),
    utr: text("utr"),
    rejectReason: text("reject_reason"),
    rejectNote: text("reject_note"),
    documentKey: text("document_key"),
    documentName: text("document_name"),
    documentMime: text("document_mime"),
    documentBytes: integer("document_bytes"),
    createdBy: uuid("created_by").references(() => users.id),
    verifiedBy: uuid("verified_by").references(() => users.id),
    approvedBy: uuid("approved_by").references(() => users.id),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("invoices_utr_unique").on(table.utr),
    uniqueIndex("invoices_supplier_number_unique").on(table.supplierId, table.invoiceNumber).where(LIVE),
    uniqueIndex("invoices_partner_number_unique").on(table.partnerId, table.invoiceNumber).where(LIVE),
    uniqueIndex("invoices_retailer_number_unique").on(table.retailerId, table.invoiceNumber).where(LIVE),
    // The list's usual shapes: newest first, one status by date, each within a tenant.
    index("invoices_created_idx").on(table.createdAt, table.id),
    index("invoices_status_date_idx").on(table.status, table.invoiceDate, table.id),
    index("invoices_status_created_idx").on(table.status, table.createdAt, table.id),
    index("invoices_anchor_created_idx").on(table.anchorId, table.createdAt, table.id),
    index("invoices_merchant_created_idx").on(table.merchantUserId, table.createdAt, table.id),
    index("invoices_programme_status_idx").on(table.programmeId, table.status),
    // The range filters on their own (migration 0007): a range scan, and a capped count of index entries.
    index("invoices_amount_idx").on(table.amountPaise, table.id),
    index("invoices_invoice_date_idx").on(table.invoiceDate, table.id),
    index("invoices_payment_date_idx").on(table.paymentDate, table.id),
    index("invoices_status_payment_date_idx").on(table.status, table.paymentDate, table.id),
    // Every column the portal sorts by (migration 0009); the actual payment date's index holds the nulls too.
    index("invoices_number_idx").on(table.invoiceNumber, table.id),
    index("invoices_counterparty_name_idx").on(table.counterpartyName, table.id),
    index("invoices_status_idx").on(table.status, table.id),
    index("invoices_type_idx").on(table.type, table.id),
    index("invoices_actual_payment_idx").on(table.actualPaymentPaise, table.id),
    index("invoices_actual_payment_date_idx").on(table.actualPaymentDate, table.id),
    // A date range on the default sort, read day by day (migration 0009, `invoice-page.ts`).
    index("invoices_invoice_date_created_idx").on(table.invoiceDate, table.createdAt, table.id),
    index("invoices_payment_date_created_idx").on(table.paymentDate, table.createdAt, table.id),
    index("invoices_actual_payment_date_created_idx")
      .on(table.actualPaymentDate, table.createdAt, table.id)
      .where(sql`${table.actualPaymentDate} IS NOT NULL`),
    // Tenant-first on the default sort (migration 0009).
    index("invoices_lender_created_idx").on(table.lenderId, table.createdAt, table.id),
    index("invoices_anchor_status_created_idx").on(table.anchorId, table.status, table.createdAt, table.id),
    index("invoices_lender_status_created_idx").on(table.lenderId, table.status, table.createdAt, table.id),
  ],
);

/**
 * Every counterparty name the invoices carry, under their tenancy keys and type: kept by triggers on
 * `invoices` (migration 0009), so it holds every name an invoice has or had. The list's contains search on
 * the name looks it up here (a few thousand rows, with a trigram index) and then filters the invoices by the
 * names it found: an equality the planner can estimate and an index can serve.
 */
export const invoiceCounterpartyNames = pgTable(
  "invoice_counterparty_names",
  {
    anchorId: uuid("anchor_id").notNull(),
    lenderId: uuid("lender_id").notNull(),
    merchantUserId: uuid("merchant_user_id"),
    type: text("type").notNull(),
    counterpartyName: text("counterparty_name").notNull(),
  },
  (table) => [
    unique("invoice_counterparty_names_unique")
      .on(table.anchorId, table.lenderId, table.merchantUserId, table.type, table.counterpartyName)
      .nullsNotDistinct(),
    index("invoice_counterparty_names_trgm_idx").using(
      "gin",
      sql`lower(${table.counterpartyName}) gin_trgm_ops`,
    ),
  ],
);

/**
 * Invoices per (programme, type, status), kept in the same transaction as every insert and status change, so
 * the list can say how many rows match a status/type/tenant filter without counting a million rows.
 */
export const invoiceCounts = pgTable(
  "invoice_counts",
  {
    programmeId: uuid("programme_id")
      .notNull()
      .references(() => programmes.id),
    anchorId: uuid("anchor_id").notNull(),
    lenderId: uuid("lender_id").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.programmeId, table.type, table.status] })],
);

/** A programme's invoice-financing terms: the interest rate the repayment forms show read-only. */
export const invoiceTerms = pgTable("invoice_terms", {
  programmeId: uuid("programme_id")
    .primaryKey()
    .references(() => programmes.id),
  /** Percent per year. */
  interestRatePercent: numeric("interest_rate_percent", { precision: 7, scale: 4 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
