import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  EMI_NOT_FOUND,
  EMI_WAIVER_WAITING,
  type EmiWaiverValues,
  emiNotWaivable,
  emiTitle,
  nothingToWaive,
  waiverExceeds,
} from "@domain/api/emis";
import { DUE_COMPONENT_LABELS, type DueComponent } from "@domain/collections/appropriation";
import type { EmiStatus } from "@domain/enums/statuses";
import { formatInr } from "@domain/money/format-inr";
import { recordAudit } from "@server/audit/audit-log";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { emiCharges, emis } from "@server/db/schema/collections";
import { badRequest, conflict, notFound, VALIDATION_FAILED } from "@server/http/errors";
import { type MoneyOperation, todayOf } from "../pending-operations/operation-context";
import { assertNoneWaiting } from "../pending-operations/waiting-operation";
import { moveEmiPaid } from "../receipts/emi-paid-columns";
import { outstandingOf, PAYABLE_STATUSES } from "../receipts/open-dues";
import { owedTotal } from "../receipts/settlement-write-off";
import { findScopedEmi } from "./emi-reads";
import { EMI_ENTITY, type EmiRow, STALE_EMI_MESSAGE } from "./emi-transition";
import { lockEmi } from "./nach-debit";
import { insertOperationWriteOffs } from "./write-off-lines";

/** The due column a waiver of each component lowers. */
const DUE_COLUMN = {
  PENAL: "penalDuePaise",
  INTEREST: "interestDuePaise",
  PRINCIPAL: "principalDuePaise",
} as const satisfies Record<DueComponent, keyof EmiRow>;

/**
 * 409 for a stale version or a due that is not open to a receipt (in flight at the bank, completed or
 * cancelled); 400 when the amount is more than what the due owes of the component.
 */
function assertWaivable(emi: EmiRow, input: EmiWaiverValues): void {
  if (emi.version !== input.version) throw conflict(STALE_EMI_MESSAGE);
  if (!PAYABLE_STATUSES.includes(emi.status as EmiStatus)) throw conflict(emiNotWaivable(emi.status));
  const owed = outstandingOf(emi)[input.component];
  const label = DUE_COMPONENT_LABELS[input.component];
  if (owed <= 0) throw conflict(nothingToWaive(label));
  if (input.amountPaise > owed)
    throw badRequest(VALIDATION_FAILED, [
      { field: "amountPaise", message: waiverExceeds(label, formatInr(owed, { currency: true })) },
    ]);
}

/**
 * Lowers the waived component's due at the EMI's version (409 when someone changed it meanwhile), audited on
 * the EMI's timeline ("waive", with the component, amount and reason).
 */
async function lowerDue(
  tx: Executor,
  emi: EmiRow,
  input: EmiWaiverValues,
  actorId: string,
  at: Date,
): Promise<EmiRow> {
  const column = DUE_COLUMN[input.component];
  const [row] = await tx
    .update(emis)
    .set({ [column]: emi[column] - input.amountPaise, version: sql`${emis.version} + 1`, updatedAt: at })
    .where(and(eq(emis.id, emi.id), eq(emis.version, emi.version)))
    .returning();
  if (!row) throw conflict(STALE_EMI_MESSAGE);
  const waived = `${DUE_COMPONENT_LABELS[input.component]} ${formatInr(input.amountPaise, { currency: true })}`;
  await recordAudit(tx, {
    actorId,
    action: "waive",
    entity: EMI_ENTITY,
    entityId: emi.id,
    before: { status: emi.status },
    after: { status: emi.status, reason: `${waived} waived: ${input.reason}` },
    at,
  });
  return row;
}

/**
 * A waiver of part or all of what a due owes of one component (the EMI page's "Waive"), as an operation a
 * second staff user approves: nothing changes while it waits. The approval, at the version its proposer saw,
 * leaves a ledger line — penal as a negative `emi_charges` WAIVER line, interest or principal as an
 * `emi_write_offs` line of kind WAIVER — lowers the component's due by the amount, and moves the due's status
 * through the EMI machine with what it now owes (COMPLETED when nothing is left).
 */
export const emiWaiverOperation: MoneyOperation<EmiWaiverValues> = {
  preview: async (db, input, context) => {
    const emi = (await findScopedEmi(db, scopeOf(context.principal), input.emiId))?.emi;
    if (!emi) throw notFound(EMI_NOT_FOUND);
    assertWaivable(emi, input);
    await assertNoneWaiting(db, "EMI_WAIVER", "emiId", emi.id, EMI_WAIVER_WAITING);
    const title = emiTitle(emi);
    const label = DUE_COMPONENT_LABELS[input.component];
    const owed = outstandingOf(emi)[input.component];
    const whole = input.amountPaise === owed ? "all" : "part";
    return {
      summary: `Waive ${whole} of the ${label.toLowerCase()} of ${title}: ${input.reason}`,
      totalPaise: input.amountPaise,
      borrowerName: emi.borrowerName,
      utr: null,
      lines: [
        { label: `${label} waived`, reference: title, amountPaise: input.amountPaise },
        { label: `${label} owed after`, reference: title, amountPaise: owed - input.amountPaise },
        { label: "Due owes after", reference: title, amountPaise: owedTotal(emi) - input.amountPaise },
      ],
      unappliedPaise: 0,
    };
  },
  execute: async (tx, input, context, approval) => {
    const emi = await lockEmi(tx, input.emiId);
    assertWaivable(emi, input);
    const today = todayOf(context);
    if (input.component === "PENAL")
      await tx.insert(emiCharges).values({
        id: randomUUID(),
        emiId: emi.id,
        kind: "WAIVER",
        chargedOn: today,
        amountPaise: -input.amountPaise,
        bearer: "BORROWER",
        operationId: approval.operationId,
        note: input.reason,
        createdBy: approval.proposedBy,
        createdAt: context.now,
      });
    else
      await insertOperationWriteOffs(
        tx,
        "WAIVER",
        [{ emiId: emi.id, component: input.component, amountPaise: input.amountPaise }],
        input.reason,
        context,
        approval,
      );
    const lowered = await lowerDue(tx, emi, input, approval.proposedBy, context.now);
    // What is left owing keeps the due's status; nothing left completes it through the EMI machine (pay).
    if (owedTotal(lowered) === 0)
      await moveEmiPaid(tx, lowered, [], today, `Waiver: ${input.reason}`, {
        actorId: approval.proposedBy,
        at: context.now,
      });
    return { receiptIds: [] };
  },
};
