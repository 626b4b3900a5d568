import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { lenders } from "./lenders";
import { loans } from "./loans";
import { programmes } from "./programmes";
import { recordStampColumns } from "./shared-columns";
import { users } from "./users";

/**
 * An e-NACH or UPI AutoPay mandate of a loan (issue 13): the spec's mandate status, the provider's stage,
 * its ids (Digio's `ENA…` and NPCI's 20-character UMRN, unique), the limits and the debtor's account (the
 * number only masked; the provider holds it whole). The tenancy keys are copied from the loan.
 */
export const mandates = pgTable(
  "mandates",
  {
    id: uuid("id").primaryKey(),
    /** ENACH or UPI_AUTOPAY. */
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    stage: text("stage").notNull(),
    provider: text("provider").notNull(),
    providerMandateId: text("provider_mandate_id").notNull(),
    umrn: text("umrn"),
    authUrl: text("auth_url"),
    maxAmountPaise: bigint("max_amount_paise", { mode: "number" }).notNull(),
    frequency: text("frequency").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    accountNumberMasked: text("account_number_masked").notNull(),
    ifsc: text("ifsc").notNull(),
    bankName: text("bank_name"),
    accountHolderName: text("account_holder_name").notNull(),
    /** Why it failed, was rejected or cancelled. */
    reason: text("reason"),
    registeredAt: timestamp("registered_at", { withTimezone: true }),
    loanId: uuid("loan_id")
      .notNull()
      .references(() => loans.id),
    loanNumber: text("loan_number").notNull(),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id),
    anchorId: uuid("anchor_id").references(() => anchors.id),
    programmeId: uuid("programme_id").references(() => programmes.id),
    borrowerUserId: uuid("borrower_user_id").references(() => users.id),
    borrowerName: text("borrower_name").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("mandates_provider_id_unique").on(table.provider, table.providerMandateId),
    uniqueIndex("mandates_umrn_unique").on(table.umrn),
    // One live mandate per loan: registering or registered.
    uniqueIndex("mandates_live_per_loan_unique")
      .on(table.loanId)
      .where(sql`${table.status} IN ('ScheduledPending', 'Scheduled')`),
    index("mandates_created_idx").on(table.createdAt, table.id),
    index("mandates_lender_created_idx").on(table.lenderId, table.createdAt, table.id),
    index("mandates_anchor_created_idx").on(table.anchorId, table.createdAt, table.id),
    index("mandates_borrower_created_idx").on(table.borrowerUserId, table.createdAt, table.id),
  ],
);

/**
 * A mandate's timeline: every provider webhook (unique by the provider's event id, so a replay is a no-op),
 * every sync and every staff action, with the status before and after.
 */
export const mandateEvents = pgTable(
  "mandate_events",
  {
    id: uuid("id").primaryKey(),
    /** The order lines were written in (several may share an instant). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    mandateId: uuid("mandate_id")
      .notNull()
      .references(() => mandates.id),
    /** The provider's event id (webhooks only). */
    providerEventId: text("provider_event_id"),
    /** provider, sync or staff. */
    source: text("source").notNull(),
    event: text("event").notNull(),
    stage: text("stage"),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    actorId: uuid("actor_id").references(() => users.id),
    note: text("note"),
    payload: jsonb("payload"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("mandate_events_provider_event_unique").on(table.providerEventId),
    index("mandate_events_mandate_idx").on(table.mandateId, table.seq),
  ],
);
