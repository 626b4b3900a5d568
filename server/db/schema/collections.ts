import { sql } from "drizzle-orm";
import type { DueComponent } from "@domain/collections/appropriation";
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { dpdDayEndRuns } from "./delinquency";
import { invoices } from "./invoices";
import { lenders } from "./lenders";
import { loans } from "./loans";
import { pendingOperations } from "./pending-operations";
import { programmes } from "./programmes";
import { recordStampColumns } from "./shared-columns";
import { users } from "./users";

/**
 * The tenancy keys every collections row carries, copied from its tranche so that lists filter on one table:
 * the lender, the anchor and programme (KFS loans and invoices), and the borrowing merchant when it has an
 * account. `borrowerKey` names the borrower the RBI classification is per: `user:<id>` for a merchant with an
 * account, `borrower:<id>` for the borrower identity of a loan without one (one person's loans, migration 0040;
 * `loan:<id>` before it), `anchor:<id>` for an anchor repaying its invoices.
 */
const trancheKeyColumns = () => ({
  lenderId: uuid("lender_id")
    .notNull()
    .references(() => lenders.id),
  anchorId: uuid("anchor_id").references(() => anchors.id),
  programmeId: uuid("programme_id").references(() => programmes.id),
  borrowerUserId: uuid("borrower_user_id").references(() => users.id),
  borrowerKey: text("borrower_key").notNull(),
  borrowerName: text("borrower_name").notNull(),
});

/**
 * One due of a tranche (spec section 4, EMI statuses): an instalment of a loan's schedule, or the single
 * repayment of an invoice on its payment date. Amounts due are fixed when the schedule is generated; the
 * paid columns move only through receipt allocations (reversal and replay, never edits). Penal charges are
 * their own ledger (`emi_charges`) and never join the interest base (RBI 2023).
 */
export const emis = pgTable(
  "emis",
  {
    id: uuid("id").primaryKey(),
    /** LOAN, INVOICE, or SUBVENTION (the anchor's share of an invoice's interest: its own tranche). */
    trancheKind: text("tranche_kind").notNull(),
    loanId: uuid("loan_id").references(() => loans.id),
    invoiceId: uuid("invoice_id").references(() => invoices.id),
    /** The invoice whose interest for its liability days this SUBVENTION due bills to the anchor (migration 0041). */
    subventionInvoiceId: uuid("subvention_invoice_id").references(() => invoices.id),
    /** The tranche's human reference (`LN-000018`, the invoice number), for lists and search. */
    trancheRef: text("tranche_ref").notNull(),
    ...trancheKeyColumns(),
    installmentNumber: integer("installment_number").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    principalDuePaise: bigint("principal_due_paise", { mode: "number" }).notNull(),
    interestDuePaise: bigint("interest_due_paise", { mode: "number" }).notNull(),
    /** The sum of the EMI's live penal charges (kept with `emi_charges` in one transaction). */
    penalDuePaise: bigint("penal_due_paise", { mode: "number" }).notNull().default(0),
    principalPaidPaise: bigint("principal_paid_paise", { mode: "number" }).notNull().default(0),
    interestPaidPaise: bigint("interest_paid_paise", { mode: "number" }).notNull().default(0),
    penalPaidPaise: bigint("penal_paid_paise", { mode: "number" }).notNull().default(0),
    /** How the due is being collected: NACH, UPI (AutoPay) or MANUAL. */
    presentation: text("presentation"),
    /** The date of the current or last presentation (T); a re-presentation's new date after a bounce. */
    presentedOn: date("presented_on", { mode: "string" }),
    /** The NACH return code of the last bounce (`domain/collections/nach-return-codes.ts`). */
    returnCode: text("return_code"),
    bounceCount: integer("bounce_count").notNull().default(0),
    rescheduleDate: date("reschedule_date", { mode: "string" }),
    /** The business date the due was paid in full, if it is. */
    paidOn: date("paid_on", { mode: "string" }),
    /** What a compromise settlement wrote off (`emi_write_offs`); the due is then CANCELLED (migration 0021). */
    writtenOffPaise: bigint("written_off_paise", { mode: "number" }).notNull().default(0),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("emis_loan_installment_unique")
      .on(table.loanId, table.installmentNumber)
      .where(sql`${table.loanId} IS NOT NULL`),
    uniqueIndex("emis_invoice_unique")
      .on(table.invoiceId)
      .where(sql`${table.invoiceId} IS NOT NULL`),
    uniqueIndex("emis_subvention_unique")
      .on(table.subventionInvoiceId)
      .where(sql`${table.subventionInvoiceId} IS NOT NULL`),
    index("emis_due_idx").on(table.dueDate, table.id),
    index("emis_status_due_idx").on(table.status, table.dueDate, table.id),
    index("emis_borrower_due_idx").on(table.borrowerKey, table.dueDate),
    index("emis_lender_due_idx").on(table.lenderId, table.dueDate, table.id),
    index("emis_anchor_due_idx").on(table.anchorId, table.dueDate, table.id),
    index("emis_borrower_user_due_idx").on(table.borrowerUserId, table.dueDate, table.id),
  ],
);

/**
 * A penal charge on an EMI (RBI 2023: a charge, never interest; never capitalised): raised on a bounce or
 * for days overdue, waived by a negative WAIVER line, reversed by a later line with `reversesId`, never edited.
 */
export const emiCharges = pgTable(
  "emi_charges",
  {
    id: uuid("id").primaryKey(),
    emiId: uuid("emi_id")
      .notNull()
      .references(() => emis.id),
    /** BOUNCE, OVERDUE or WAIVER (`PENAL_CHARGE_KINDS`). */
    kind: text("kind").notNull(),
    chargedOn: date("charged_on", { mode: "string" }).notNull(),
    /** Negative for a reversal line. */
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    /** Who bears it: BORROWER, or ANCHOR for the anchor's liability days under subvention. */
    bearer: text("bearer").notNull().default("BORROWER"),
    reversesId: uuid("reverses_id"),
    /** The receipt whose command waived or accrued this line (migration 0021); its reversal re-instates a waiver. */
    receiptId: uuid("receipt_id").references((): AnyPgColumn => receipts.id),
    /** The approved EMI_WAIVER operation that waived this penal (migration 0037), or null. */
    operationId: uuid("operation_id").references((): AnyPgColumn => pendingOperations.id),
    /**
     * The day-end run that raised this overdue penal line (migration 0039), or null: a re-run of that date
     * replaces the date's lines with an adjusting line, so days are never charged twice.
     */
    dayEndDate: date("day_end_date", { mode: "string" }).references(() => dpdDayEndRuns.asOfDate),
    /** Why the line was written (a waiver's reason). */
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("emi_charges_emi_idx").on(table.emiId, table.chargedOn),
    index("emi_charges_receipt_idx").on(table.receiptId),
  ],
);

/**
 * Every money receipt (spec section 4, payment collection statuses): a manual payment, a user or bulk
 * collection, a settlement, a NACH debit, a gateway payment. `utr` holds the normalised UTR (no spaces,
 * upper case); while the receipt is live it holds that UTR alone (`money_utrs`), its reversal frees it. A
 * correction is a reversal receipt (`reversesId`) followed by a replay, never an edit of a posted receipt.
 */
export const receipts = pgTable(
  "receipts",
  {
    id: uuid("id").primaryKey(),
    /** Human reference, `RC-000001`, from the `receipt_number_seq` sequence. */
    receiptNumber: text("receipt_number").notNull(),
    /** MANUAL_PAYMENT, USER_COLLECTION, BULK_COLLECTION, SETTLEMENT, NACH, UPI, GATEWAY, PROCESSING_FEE. */
    channel: text("channel").notNull(),
    status: text("status").notNull(),
    ...trancheKeyColumns(),
    /** The tranche the receipt was entered against, when it was (paymentInvoiceId, a loan). */
    loanId: uuid("loan_id").references(() => loans.id),
    invoiceId: uuid("invoice_id").references(() => invoices.id),
    /** The bulk batch (bulkId) a bulk collection belongs to. */
    bulkId: text("bulk_id"),
    utr: text("utr"),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    /** The business date the money was received (paymentDate, collectionDate, settleDate). */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    utrDate: date("utr_date", { mode: "string" }),
    nachDate: date("nach_date", { mode: "string" }),
    /** Left after appropriation: held in suspense until allocated or refunded. */
    unappliedPaise: bigint("unapplied_paise", { mode: "number" }).notNull().default(0),
    /** The posted receipt this one reverses. */
    reversesId: uuid("reverses_id"),
    /** The command's own fields the columns do not hold (cmWise, waivedOffPenal ...), as entered. */
    details: text("details"),
    createdBy: uuid("created_by").references(() => users.id),
    approvedBy: uuid("approved_by").references(() => users.id),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("receipts_number_unique").on(table.receiptNumber),
    index("receipts_utr_idx").on(table.utr),
    index("receipts_reverses_idx").on(table.reversesId),
    index("receipts_created_idx").on(table.createdAt, table.id),
    index("receipts_status_created_idx").on(table.status, table.createdAt, table.id),
    index("receipts_received_idx").on(table.receivedOn, table.id),
    index("receipts_borrower_received_idx").on(table.borrowerKey, table.receivedOn),
    index("receipts_lender_created_idx").on(table.lenderId, table.createdAt, table.id),
    index("receipts_anchor_created_idx").on(table.anchorId, table.createdAt, table.id),
    index("receipts_borrower_user_created_idx").on(table.borrowerUserId, table.createdAt, table.id),
  ],
);

/**
 * How a receipt was appropriated (`domain/collections/appropriation.ts`): one line per EMI and component.
 * A reversal writes negative lines against the same EMIs; the EMI's paid columns are the sum of its lines.
 */
export const receiptAllocations = pgTable(
  "receipt_allocations",
  {
    id: uuid("id").primaryKey(),
    receiptId: uuid("receipt_id")
      .notNull()
      .references(() => receipts.id),
    emiId: uuid("emi_id")
      .notNull()
      .references(() => emis.id),
    /** PENAL, INTEREST or PRINCIPAL. */
    component: text("component").$type<DueComponent>().notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    /** The business date the allocation takes effect (the receipt's date). */
    allocatedOn: date("allocated_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("receipt_allocations_receipt_idx").on(table.receiptId),
    index("receipt_allocations_emi_idx").on(table.emiId, table.allocatedOn),
  ],
);

/**
 * What was removed of a due, one line per component, never edited: what a compromise settlement's amount left
 * unpaid (its receipt; migration 0021; a receipt that wrote off cannot be reversed, its dues are CANCELLED), or
 * what an approved cancellation removed (its EMI_CANCEL pending operation, approver and reason; migration 0036),
 * an approved waiver of interest or principal (EMI_WAIVER: the due's column moves down with it) or a loan's
 * technical write-off (LOAN_WRITE_OFF: the dues stay owing and recoverable; migration 0037).
 */
export const emiWriteOffs = pgTable(
  "emi_write_offs",
  {
    id: uuid("id").primaryKey(),
    emiId: uuid("emi_id")
      .notNull()
      .references(() => emis.id),
    /** The settlement receipt that wrote it off, or null for a cancellation. */
    receiptId: uuid("receipt_id").references(() => receipts.id),
    /** The approved EMI_CANCEL, EMI_WAIVER or LOAN_WRITE_OFF operation that removed it, or null for a settlement. */
    operationId: uuid("operation_id").references(() => pendingOperations.id),
    /** SETTLEMENT, CANCEL, WAIVER or WRITE_OFF (`WRITE_OFF_KINDS`; migration 0037). */
    kind: text("kind").notNull().default("SETTLEMENT"),
    /** PENAL, INTEREST or PRINCIPAL. */
    component: text("component").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    writtenOffOn: date("written_off_on", { mode: "string" }).notNull(),
    /** Who proposed it (a settlement's: who proposed the settlement). */
    createdBy: uuid("created_by").references(() => users.id),
    /** Who approved a cancellation (a settlement's approver is its receipt's). */
    approvedBy: uuid("approved_by").references(() => users.id),
    /** Why a cancellation removed it, as its proposer wrote. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("emi_write_offs_emi_idx").on(table.emiId),
    index("emi_write_offs_receipt_idx").on(table.receiptId),
    index("emi_write_offs_operation_idx").on(table.operationId),
    check("emi_write_offs_one_source", sql`num_nonnulls(${table.receiptId}, ${table.operationId}) = 1`),
  ],
);
