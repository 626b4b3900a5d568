import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ReceiptChannel } from "@domain/api/collections";
import type { PaymentCollectionStatus } from "@domain/enums/statuses";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { rawRows } from "@server/db/raw-rows";
import { receipts } from "@server/db/schema/collections";
import { conflict } from "@server/http/errors";
import type { EmiRow } from "../emis/emi-transition";
import { appropriationOrderOf, planAllocation, writeAllocations } from "./allocate-receipt";
import { type DueScope, dueScopeCondition } from "./due-scope";
import type { PostingContext } from "./emi-paid-columns";
import { lockPayableDues } from "./open-dues";
import { assertUtrFree, normaliseUtr } from "./utr";

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

/** What the receipt pays: its dues (the lender of the oldest decides), or none with explicit tenancy (a fee). */
export type ReceiptTarget = { scope: DueScope; excludePenal?: boolean } | { tenancy: ReceiptTenancy };

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
async function lockTargetDues(tx: Executor, scope: DueScope): Promise<EmiRow[]> {
  const all = await lockPayableDues(tx, dueScopeCondition(scope));
  const oldest = all[0];
  if (!oldest) throw conflict(NOTHING_DUE);
  return all.filter((emi) => emi.lenderId === oldest.lenderId);
}

/**
 * The one receipt poster every money command uses (manual payment, collections, settlement, NACH debit, gateway,
 * processing fee): refuses a UTR already recorded (any case or spacing), locks the target's open dues,
 * appropriates the amount (the programme's order, else the default), writes the allocation lines, moves each
 * EMI through the EMI machine, keeps the excess unapplied, and audits. Runs inside the caller's transaction.
 */
export async function postReceipt(
  tx: Executor,
  draft: ReceiptDraft,
  target: ReceiptTarget,
  context: PostingContext,
): Promise<PostedReceipt> {
  const utr = draft.utr ? normaliseUtr(draft.utr) : null;
  await assertUtrFree(tx, utr);
  const dues = "scope" in target ? await lockTargetDues(tx, target.scope) : [];
  const tenancy = "scope" in target ? tenancyOfDue(dues[0]!) : target.tenancy;
  const order = await appropriationOrderOf(tx, tenancy.programmeId);
  const plan =
    "scope" in target
      ? planAllocation(draft.amountPaise, dues, { order, excludePenal: target.excludePenal })
      : { lines: [], unappliedPaise: 0 };
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
    .returning();
  await writeAllocations(
    tx,
    receipt!,
    plan.lines,
    new Map(dues.map((emi) => [emi.id, emi])),
    draft.receivedOn,
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
      approvedBy: draft.approvedBy ?? null,
    },
    at: context.at,
  });
  return { receipt: receipt!, lines: plan.lines };
}

/** The tenancy keys of the dues a scope selects (the oldest payable due's); 409 when there are none. */
export async function tenancyOfScope(db: Executor, scope: DueScope): Promise<ReceiptTenancy> {
  return tenancyOfDue((await lockTargetDues(db, scope))[0]!);
}

/** What `postReceipt` would do, without writing: the dues it would pay and the excess, for a proposal's preview. */
export async function previewReceipt(
  tx: Executor,
  amountPaise: number,
  scope: DueScope,
  excludePenal = false,
) {
  const dues = await lockTargetDues(tx, scope);
  const order = await appropriationOrderOf(tx, dues[0]!.programmeId);
  const plan = planAllocation(amountPaise, dues, { order, excludePenal });
  return { dues, plan };
}
