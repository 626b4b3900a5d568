import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { receipts } from "./collections";
import { invoices } from "./invoices";
import { loans } from "./loans";
import { pendingOperations } from "./pending-operations";
import { users } from "./users";

/**
 * A bulk UTR import: the uploaded file (by name and content hash, unique per type), its counts as checked at
 * upload, the maker-checker operation that commits it, and how many rows the commit has applied so far.
 */
export const utrImports = pgTable(
  "utr_imports",
  {
    id: uuid("id").primaryKey(),
    type: text("type").notNull(),
    fileName: text("file_name").notNull(),
    contentHash: text("content_hash").notNull(),
    state: text("state").notNull(),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    operationId: uuid("operation_id").references(() => pendingOperations.id),
    totalRows: integer("total_rows").notNull(),
    validRows: integer("valid_rows").notNull(),
    alreadyAppliedRows: integer("already_applied_rows").notNull(),
    appliedRows: integer("applied_rows").notNull().default(0),
  },
  (table) => [
    uniqueIndex("utr_imports_content_hash_unique").on(table.type, table.contentHash),
    index("utr_imports_uploaded_idx").on(table.uploadedAt, table.id),
    index("utr_imports_committing_idx")
      .on(table.id)
      .where(sql`${table.state} = 'COMMITTING'`),
  ],
);

/** One row of an import as written in the file, its state (VALID … APPLIED), and why when it cannot apply. */
export const utrImportRows = pgTable(
  "utr_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => utrImports.id),
    rowNumber: integer("row_number").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    /** A `utr_payment` row's loan number, when it names a loan rather than an invoice (migration 0026). */
    loanNumber: text("loan_number").notNull().default(""),
    utr: text("utr").notNull(),
    amount: text("amount").notNull(),
    paymentDate: text("payment_date").notNull(),
    state: text("state").notNull(),
    reason: text("reason"),
    invoiceId: uuid("invoice_id").references(() => invoices.id),
    amountPaise: bigint("amount_paise", { mode: "number" }),
    paidOn: date("paid_on", { mode: "string" }),
    /** A `utr_payment` row's mode as written (NEFT, RTGS, IMPS, UPI or ""). */
    mode: text("mode").notNull().default(""),
    loanId: uuid("loan_id").references(() => loans.id),
    /** The receipt a `utr_payment` row posted once applied. */
    receiptId: uuid("receipt_id").references(() => receipts.id),
  },
  (table) => [
    primaryKey({ name: "utr_import_rows_pk", columns: [table.importId, table.rowNumber] }),
    index("utr_import_rows_valid_utr_idx")
      .on(table.utr)
      .where(sql`${table.state} = 'VALID'`),
  ],
);
