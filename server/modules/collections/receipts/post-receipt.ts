import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { ReceiptChannel } from "@domain/api/collections";
import type { PaymentCollectionStatus } from "@domain/enums/statuses";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { rawRows } from "@server/db/raw-rows";
import { receipts } from "@server/db/schema/collections";
import { conflict } from "@server/http/errors";
import type { EmiRow } from "../emis/emi-transition";
import type { BusinessDate } from "@domain/dates/business-date";
import { type DueScope, dueScopeCondition } from "./due-scope";
import type { PostingContext } from "./emi-paid-columns";
import { lockPayableDues, PAYABLE_STATUSES, PRESENTED_STATUSES } from "./open-dues";
import { penalTotal, withPenal } from "./penal-adjustments";
import {
  type DueTarget,
  planReceipt,
  type ReceiptPlan,
  withPayoffDetails,
  writeReceiptPlan,
} from "./plan-receipt";
import { assertUtrFree, normaliseUtr, refuseUtrRecordedMeanwhile } from "./utr";

export const NOTHING_DUE = "There is nothing due to collect for this borrower, loan or invoice";
export const RECEIPT_ENTITY = "receipt";

export type ReceiptRow = typeof receipts.$inferSelect;

/** The tenancy keys a receipt copies from its tranche. */
export type ReceiptTenancy = Pick<
  ReceiptRow,
  "lenderId" | "anchorId" | "programmeId" | "borrowerUserId" | "borrowerKey" | "borrowerName"
>;

export type ReceiptDraft = {
  channel: ReceiptChannel;
  /** PAID (waiting for the collection manager's settle) or COMPLETED. */
  status: PaymentCollectionStatus;
  amountPaise: number;
  utr: string | null;
  /** The date the allocations take effect. */
  receivedOn: string;
  utrDate?: string | null;
  nachDate?: string | null;
  bulkId?: string | null;
  loanId?: string | null;
  invoiceId?: string | null;
  /** The command's own fields, as entered (never a card number or CVV). */
  details?: Record<string, unknown>;
  approvedBy?: string | null;
};

export type { DueTarget } from "./plan-receipt";

/** What the receipt pays: its dues, or none with explicit tenancy (a fee). */
export type ReceiptTarget = DueTarget | { tenancy: ReceiptTenancy };

export type PostedReceipt = {
  receipt: ReceiptRow;
  lines: { dueId: string; component: string; amountPaise: number }[];
};

const tenancyOfDue = (emi: EmiRow): ReceiptTenancy => ({
  lenderId: emi.lenderId,
  anchorId: emi.anchorId,
  programmeId: emi.programmeId,
  borrowerUserId: emi.borrowerUserId,
  borrowerKey: emi.borrowerKey,
  borrowerName: emi.borrowerName,
});

const NO_PLAN: ReceiptPlan = { lines: [], unappliedPaise: 0, accruals: [], waivers: [], payoff: null };

/** The next `RC-000001` number. */
export async function nextReceiptNumber(tx: Executor): Promise<string> {
  const [row] = rawRows<{ n: string }>(
    await tx.execute(sql`SELECT nextval('receipt_number_seq')::text AS n`),
  );
  return `RC-${row!.n.padStart(6, "0")}`;
}

/** The payable dues a target selects, locked, within the lender of the oldest; 409 when there are none. */
async function lockTargetDues(tx: Executor, scope: DueScope, presented = false): Promise<EmiRow[]> {
  const all = await lockPayableDues(
    tx,
    dueScopeCondition(scope),
    presented ? PRESENTED_STATUSES : PAYABLE_STATUSES,
  );
  const oldest = all[0];
  if (!oldest) throw conflict(NOTHING_DUE);
  return all.filter((emi) => emi.lenderId === oldest.lenderId);
}

/**
 * The one receipt poster every money command uses (manual payment, collections, settlement, NACH debit,
 * gateway, processing fee): refuses a UTR a live receipt or a disbursement already records (any case or
 * spacing), locks the target's open dues, appropriates the amount (the programme's order, else the default),
 * writes the allocation lines, moves each EMI through the EMI machine, keeps the excess unapplied, and
 * audits. Runs inside the caller's transaction.
 */
export async function postReceipt(
  tx: Executor,
  draft: ReceiptDraft,
  target: ReceiptTarget,
  context: PostingContext,
): Promise<PostedReceipt> {
  const utr = draft.utr ? normaliseUtr(draft.utr) : null;
  await assertUtrFree(tx, utr);
  const dues = "scope" in target ? await lockTargetDues(tx, target.scope, target.presented) : [];
  const tenancy = "scope" in target ? tenancyOfDue(dues[0]!) : target.tenancy;
  const plan =
    "scope" in target
      ? await planReceipt(tx, draft.amountPaise, dues, target, draft.receivedOn, tenancy.programmeId)
      : NO_PLAN;
  const details = {
    ...draft.details,
    ...("scope" in target ? { dueScope: target.scope, excludePenal: !!target.excludePenal } : {}),
  };
  const [receipt] = await tx
    .insert(receipts)
    .values({
      id: randomUUID(),
      receiptNumber: await nextReceiptNumber(tx),
      channel: draft.channel,
      status: draft.status,
      ...tenancy,
      loanId: draft.loanId ?? null,
      invoiceId: draft.invoiceId ?? null,
      bulkId: draft.bulkId ?? null,
      utr,
      amountPaise: draft.amountPaise,
      receivedOn: draft.receivedOn,
      utrDate: draft.utrDate ?? null,
      nachDate: draft.nachDate ?? null,
      unappliedPaise: plan.unappliedPaise,
      details: JSON.stringify(withPayoffDetails(details, plan.payoff)),
      createdBy: context.actorId,
      approvedBy: draft.approvedBy ?? null,
      createdAt: context.at,
      updatedAt: context.at,
    })
    .returning()
    .catch(refuseUtrRecordedMeanwhile);
  const why = `Waived off by ${draft.channel === "BULK_COLLECTION" ? "bulk collection" : "receipt"} ${receipt!.receiptNumber}`;
  await writeReceiptPlan(tx, receipt!, new Map(dues.map((emi) => [emi.id, emi])), plan, why, context);
  await recordAudit(tx, {
    actorId: context.actorId,
    action: "receipt.posted",
    entity: RECEIPT_ENTITY,
    entityId: receipt!.id,
    after: {
      receiptNumber: receipt!.receiptNumber,
      channel: draft.channel,
      amountPaise: draft.amountPaise,
      utr,
      unappliedPaise: plan.unappliedPaise,
      overdueAccruedPaise: penalTotal(plan.accruals),
      penalWaivedPaise: -penalTotal(plan.waivers),
      paidOffPaise: plan.payoff?.totalPaise ?? 0,
      approvedBy: draft.approvedBy ?? null,
    },
    at: context.at,
  });
  return { receipt: receipt!, lines: plan.lines };
}

/**
 * The poster's second half for a receipt recorded before its money was confirmed (a gateway payment in
 * flight): at the version read, refuses a UTR already recorded, marks it PAID under `utr`, appropriates its
 * amount over the open dues of `scope` within its lender (what no due takes stays unapplied) and audits.
 * Answers null when the receipt changed meanwhile, so a second confirmation never posts twice.
 */
export async function confirmReceipt(
  tx: Executor,
  receipt: ReceiptRow,
  utr: string,
  scope: DueScope,
  details: Record<string, unknown>,
  context: PostingContext,
): Promise<ReceiptRow | null> {
  const normalised = normaliseUtr(utr);
  await assertUtrFree(tx, normalised);
  const dues = await lockPayableDues(tx, dueScopeCondition(scope, receipt.lenderId));
  const plan = await planReceipt(
    tx,
    receipt.amountPaise,
    dues,
    { scope },
    receipt.receivedOn,
    receipt.programmeId,
  );
  const [confirmed] = await tx
    .update(receipts)
    .set({
      status: "PAID",
      utr: normalised,
      unappliedPaise: plan.unappliedPaise,
      details: JSON.stringify(withPayoffDetails(details, plan.payoff)),
      version: sql`${receipts.version} + 1`,
      updatedAt: context.at,
    })
    .where(and(eq(receipts.id, receipt.id), eq(receipts.version, receipt.version)))
    .returning()
    .catch(refuseUtrRecordedMeanwhile);
  if (!confirmed) return null;
  await writeReceiptPlan(tx, confirmed, new Map(dues.map((emi) => [emi.id, emi])), plan, "", context);
  await recordAudit(tx, {
    actorId: context.actorId,
    action: "receipt.posted",
    entity: RECEIPT_ENTITY,
    entityId: confirmed.id,
    before: { status: receipt.status },
    after: {
      receiptNumber: confirmed.receiptNumber,
      status: confirmed.status,
      amountPaise: confirmed.amountPaise,
      utr: normalised,
      unappliedPaise: plan.unappliedPaise,
    },
    at: context.at,
  });
  return confirmed;
}

/** The tenancy keys of the dues a scope selects (the oldest payable due's); 409 when there are none. */
export async function tenancyOfScope(db: Executor, scope: DueScope): Promise<ReceiptTenancy> {
  return tenancyOfDue((await lockTargetDues(db, scope))[0]!);
}

/**
 * What `postReceipt` would do on `on`, without writing: the dues it would pay, the excess, the overdue penal
 * it would accrue, the penal it would waive and what the dues would still owe after it, for a proposal's preview.
 */
export async function previewReceipt(tx: Executor, amountPaise: number, target: DueTarget, on: BusinessDate) {
  const dues = await lockTargetDues(tx, target.scope, target.presented);
  const plan = await planReceipt(tx, amountPaise, dues, target, on, dues[0]!.programmeId);
  const { accruals, waivers, payoff } = plan;
  const owedPaise = withPenal(dues, [...accruals, ...waivers]).reduce(
    (sum, emi) =>
      sum +
      emi.principalDuePaise +
      emi.interestDuePaise +
      emi.penalDuePaise -
      emi.principalPaidPaise -
      emi.interestPaidPaise -
      emi.penalPaidPaise,
    0,
  );
  const notDuePaise = payoff ? payoff.interestNotDue.reduce((sum, line) => sum + line.amountPaise, 0) : 0;
  return {
    dues,
    plan,
    accruedPaise: penalTotal(accruals),
    waivedPaise: -penalTotal(waivers),
    remainderPaise: owedPaise - notDuePaise - (amountPaise - plan.unappliedPaise),
  };
}
