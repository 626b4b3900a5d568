import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { EMI_CANCEL_WAITING, EMI_NOT_FOUND, type EmiCancelValues, emiTitle } from "@domain/api/emis";
import { DUE_COMPONENT_LABELS, DUE_COMPONENTS } from "@domain/collections/appropriation";
import { formatDate } from "@domain/dates/display-date";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { emiWriteOffs } from "@server/db/schema/collections";
import { pendingOperations } from "@server/db/schema/index";
import { conflict, notFound } from "@server/http/errors";
import type { MoneyOperation } from "../pending-operations/operation-context";
import { todayOf } from "../pending-operations/operation-context";
import { outstandingOf } from "../receipts/open-dues";
import { owedTotal } from "../receipts/settlement-write-off";
import { findScopedEmi } from "./emi-reads";
import { applyEmiTransition, assertEmiCan, type EmiRow } from "./emi-transition";
import { lockEmi } from "./nach-debit";

/** What the cancellation removes: each component the due still owes, in appropriation order. */
const removedOf = (emi: EmiRow) =>
  DUE_COMPONENTS.filter((component) => outstandingOf(emi)[component] > 0).map((component) => ({
    component,
    amountPaise: outstandingOf(emi)[component],
  }));

/** 409 when the EMI's cancellation is already waiting for approval. */
async function assertNoneWaiting(db: Executor, emiId: string): Promise<void> {
  const [waiting] = await db
    .select({ id: pendingOperations.id })
    .from(pendingOperations)
    .where(
      and(
        eq(pendingOperations.kind, "EMI_CANCEL"),
        isNull(pendingOperations.decision),
        sql`${pendingOperations.input}->>'emiId' = ${emiId}`,
      ),
    )
    .limit(1);
  if (waiting) throw conflict(EMI_CANCEL_WAITING);
}

/**
 * A due's cancellation (the EMI page's "Cancel EMI"), as an operation a second staff user approves: nothing
 * changes while it waits (the due stays owed and the day-end keeps classifying it). The approval cancels the
 * due through the EMI machine at the version its proposer saw (a payment since refuses it: 409), and writes
 * what it still owed as `emi_write_offs` lines, one per component, with the approver and the reason.
 */
export const emiCancelOperation: MoneyOperation<EmiCancelValues> = {
  preview: async (db, input, context) => {
    const emi = (await findScopedEmi(db, scopeOf(context.principal), input.emiId))?.emi;
    if (!emi) throw notFound(EMI_NOT_FOUND);
    assertEmiCan(emi, "cancel", input.version);
    await assertNoneWaiting(db, emi.id);
    const title = emiTitle(emi);
    return {
      summary: `Cancel ${title}, due ${formatDate(emi.dueDate)}: ${input.reason}`,
      totalPaise: owedTotal(emi),
      borrowerName: emi.borrowerName,
      utr: null,
      lines: removedOf(emi).map((line) => ({
        label: `${DUE_COMPONENT_LABELS[line.component]} removed`,
        reference: title,
        amountPaise: line.amountPaise,
      })),
      unappliedPaise: 0,
    };
  },
  execute: async (tx, input, context, approval) => {
    const emi = await lockEmi(tx, input.emiId);
    const removed = removedOf(emi);
    await applyEmiTransition(tx, {
      emi,
      action: "cancel",
      version: input.version,
      actorId: approval.proposedBy,
      at: context.now,
      set: { writtenOffPaise: emi.writtenOffPaise + owedTotal(emi) },
      reason: input.reason,
    });
    if (removed.length > 0)
      await tx.insert(emiWriteOffs).values(
        removed.map((line) => ({
          id: randomUUID(),
          emiId: emi.id,
          operationId: approval.operationId,
          ...line,
          writtenOffOn: todayOf(context),
          createdBy: approval.proposedBy,
          approvedBy: approval.approvedBy,
          reason: input.reason,
          createdAt: context.now,
        })),
      );
    return { receiptIds: [] };
  },
};
