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
import { appropriationOrderOf, planAllocation, writeAllocations } from "./allocate-receipt";
import { type DueScope, dueScopeCondition } from "./due-scope";
import type { PostingContext } from "./emi-paid-columns";
import { lockPayableDues, PAYABLE_STATUSES, PRESENTED_STATUSES } from "./open-dues";
import {
  overdueAccruals,
  penalTotal,
  penalWaivers,
  settlePenalMoves,
  withPenal,
  writePenalLines,
} from "./penal-adjustments";
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

/**
 * What the receipt's dues are: a scope (the lender of the oldest decides), with the bulk collection's penal
 * choices: `excludePenal` leaves penal out of the spread, `waivePenal` also waives what the covered dues owe
 * of it, `accrueOverdue` first accrues overdue penal through the receipt's date. `writeOffRemainder` (a
 * settlement) is the command's: what the receipt leaves unpaid is written off after it is posted.
 */
export type DueTarget = {
  scope: DueScope;
  excludePenal?: boolean;
  waivePenal?: boolean;
  accrueOverdue?: boolean;
  writeOffRemainder?: boolean;
  /** A NACH debit's success only: pay the scope's presented (INITIATED) EMI instead of its payable ones. */
  presented?: boolean;
};

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
 * How `amountPaise` received on `on` would be appropriated over `dues` (locked, oldest first): the overdue
 * accruals first when asked, then the plan in the programme's order, then the waiver of the covered dues'
 * penal when asked. Writes nothing.
 */
async function planReceipt(
  tx: Executor,
  amountPaise: number,
  dues: readonly EmiRow[],
  target: DueTarget,
  on: BusinessDate,
) {
  const accruals = target.accrueOverdue ? await overdueAccruals(tx, dues, on) : [];
  const accrued = withPenal(dues, accruals);
  const order = await appropriationOrderOf(tx, dues[0]!.programmeId);
  const plan = planAllocation(amountPaise, accrued, { order, excludePenal: target.excludePenal });
  const waivers = target.waivePenal ? penalWaivers(accrued, plan.lines, on) : [];
  return { plan, accruals, waivers };
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
  const { plan, accruals, waivers } =
    "scope" in target
      ? await planReceipt(tx, draft.amountPaise, dues, target, draft.receivedOn)
      : { plan: { lines: [], unappliedPaise: 0 }, accruals: [], waivers: [] };
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
      details: JSON.stringify(details),
      createdBy: context.actorId,
      approvedBy: draft.approvedBy ?? null,
      createdAt: context.at,
      updatedAt: context.at,
    })
    .returning()
    .catch(refuseUtrRecordedMeanwhile);
  const why = `Waived off by ${draft.channel === "BULK_COLLECTION" ? "bulk collection" : "receipt"} ${receipt!.receiptNumber}`;
  let charged = await writePenalLines(
    tx,
    new Map(dues.map((emi) => [emi.id, emi])),
    [...accruals, ...waivers],
    { id: receipt!.id, note: waivers.length > 0 ? why : null },
    context,
  );
  charged = await writeAllocations(tx, receipt!, plan.lines, charged, draft.receivedOn, context);
  const paidIds = new Set(plan.lines.map((line) => line.dueId));
  await settlePenalMoves(
    tx,
    charged,
    waivers.map((line) => line.emiId).filter((id) => !paidIds.has(id)),
    draft.receivedOn,
    why,
    context,
  );
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
      overdueAccruedPaise: penalTotal(accruals),
      penalWaivedPaise: -penalTotal(waivers),
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
  const order = await appropriationOrderOf(tx, receipt.programmeId);
  const plan = planAllocation(receipt.amountPaise, dues, { order });
  const [confirmed] = await tx
    .update(receipts)
    .set({
      status: "PAID",
      utr: normalised,
      unappliedPaise: plan.unappliedPaise,
      details: JSON.stringify(details),
      version: sql`${receipts.version} + 1`,
      updatedAt: context.at,
    })
    .where(and(eq(receipts.id, receipt.id), eq(receipts.version, receipt.version)))
    .returning()
    .catch(refuseUtrRecordedMeanwhile);
  if (!confirmed) return null;
  await writeAllocations(
    tx,
    confirmed,
    plan.lines,
    new Map(dues.map((emi) => [emi.id, emi])),
    confirmed.receivedOn,
    context,
  );
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
  const { plan, accruals, waivers } = await planReceipt(tx, amountPaise, dues, target, on);
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
  return {
    dues,
    plan,
    accruedPaise: penalTotal(accruals),
    waivedPaise: -penalTotal(waivers),
    remainderPaise: owedPaise - (amountPaise - plan.unappliedPaise),
  };
}
