import type { OperationPreview } from "@domain/api/pending-operations";
import { formatDate } from "@domain/dates/display-date";
import type { Executor } from "@server/db/database";
import { linesByEmi } from "./allocate-receipt";
import type { DueScope } from "./due-scope";
import { previewReceipt } from "./post-receipt";
import { assertUtrFree, normaliseUtr } from "./utr";

/**
 * The preview of a payment: the dues it would pay (tranche, instalment, due date, amount) and what would be
 * left unapplied. Refuses a UTR already recorded before anyone is asked to approve.
 */
export async function paymentPreview(
  db: Executor,
  request: {
    amountPaise: number;
    scope: DueScope;
    utr: string | null;
    summary: string;
    excludePenal?: boolean;
  },
): Promise<OperationPreview> {
  await assertUtrFree(db, request.utr);
  const { dues, plan } = await previewReceipt(db, request.amountPaise, request.scope, request.excludePenal);
  const byId = new Map(dues.map((emi) => [emi.id, emi]));
  return {
    summary: request.summary,
    totalPaise: request.amountPaise,
    borrowerName: dues[0]!.borrowerName,
    utr: request.utr ? normaliseUtr(request.utr) : null,
    lines: [...linesByEmi(plan.lines)].map(([emiId, lines]) => {
      const emi = byId.get(emiId)!;
      return {
        label: `Instalment ${emi.installmentNumber} due ${formatDate(emi.dueDate)}`,
        reference: emi.trancheRef,
        amountPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0),
      };
    }),
    unappliedPaise: plan.unappliedPaise,
  };
}
