import { EMI_CANCEL_WAITING, EMI_NOT_FOUND, type EmiCancelValues, emiTitle } from "@domain/api/emis";
import { formatDate } from "@domain/dates/display-date";
import { scopeOf } from "@server/auth/tenancy";
import { notFound } from "@server/http/errors";
import type { MoneyOperation } from "../pending-operations/operation-context";
import { assertNoneWaiting } from "../pending-operations/waiting-operation";
import { owedTotal } from "../receipts/settlement-write-off";
import { findScopedEmi } from "./emi-reads";
import { applyEmiTransition, assertEmiCan } from "./emi-transition";
import { lockEmi } from "./nach-debit";
import { insertOperationWriteOffs, owedLines, previewLineOf } from "./write-off-lines";

/**
 * A due's cancellation (the EMI page's "Cancel EMI"), as an operation a second staff user approves: nothing
 * changes while it waits (the due stays owed and the day-end keeps classifying it). The approval cancels the
 * due through the EMI machine at the version its proposer saw (a payment since refuses it: 409), and writes
 * what it still owed as `emi_write_offs` lines (kind CANCEL), one per component, with the approver and the reason.
 */
export const emiCancelOperation: MoneyOperation<EmiCancelValues> = {
  preview: async (db, input, context) => {
    const emi = (await findScopedEmi(db, scopeOf(context.principal), input.emiId))?.emi;
    if (!emi) throw notFound(EMI_NOT_FOUND);
    assertEmiCan(emi, "cancel", input.version);
    await assertNoneWaiting(db, "EMI_CANCEL", "emiId", emi.id, EMI_CANCEL_WAITING);
    return {
      summary: `Cancel ${emiTitle(emi)}, due ${formatDate(emi.dueDate)}: ${input.reason}`,
      totalPaise: owedTotal(emi),
      borrowerName: emi.borrowerName,
      utr: null,
      lines: owedLines(emi).map((line) => previewLineOf(emi, line, "removed")),
      unappliedPaise: 0,
    };
  },
  execute: async (tx, input, context, approval) => {
    const emi = await lockEmi(tx, input.emiId);
    const removed = owedLines(emi);
    await applyEmiTransition(tx, {
      emi,
      action: "cancel",
      version: input.version,
      actorId: approval.proposedBy,
      at: context.now,
      set: { writtenOffPaise: emi.writtenOffPaise + owedTotal(emi) },
      reason: input.reason,
    });
    await insertOperationWriteOffs(tx, "CANCEL", removed, input.reason, context, approval);
    return { receiptIds: [] };
  },
};
