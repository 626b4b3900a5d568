import { and, eq, isNull, sql } from "drizzle-orm";
import {
  OPERATION_ALREADY_DECIDED,
  PENDING_OPERATION_NOT_FOUND,
  type PendingOperation,
  type PendingOperationKind,
  PROPOSER_CANNOT_DECIDE,
} from "@domain/api/pending-operations";
import { recordAudit } from "@server/audit/audit-log";
import { assertIndependentChecker } from "@server/audit/independent-checker";
import { pendingOperations } from "@server/db/schema/index";
import { conflict, forbidden, notFound } from "@server/http/errors";
import type { MoneyContext } from "./operation-context";
import { readOperation } from "./operation-reads";
import { MONEY_OPERATIONS } from "./operation-registry";
import { OPERATION_ENTITY } from "./propose-operation";

/**
 * Checker: a staff user other than the proposer approves (the command runs now, in this transaction, on the
 * records as they stand: a UTR recorded since or a stale version still refuses it) or rejects with a reason.
 */
export async function decideOperation(
  context: MoneyContext,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<PendingOperation> {
  const decided = await context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(pendingOperations).where(eq(pendingOperations.id, id)).for("update");
    if (!row) throw notFound(PENDING_OPERATION_NOT_FOUND);
    if (row.decision) throw conflict(OPERATION_ALREADY_DECIDED);
    if (row.proposedBy === context.principal.id) throw forbidden(PROPOSER_CANNOT_DECIDE);
    await assertIndependentChecker(tx, context.principal.id, [row.proposedBy], context.now);
    const operation = MONEY_OPERATIONS[
      row.kind as PendingOperationKind
    ] as (typeof MONEY_OPERATIONS)["MANUAL_PAYMENT"];
    const outcome = decision.approve
      ? await operation.execute(tx, row.input as never, context, {
          operationId: row.id,
          proposedBy: row.proposedBy,
          approvedBy: context.principal.id,
        })
      : null;
    if (!decision.approve) await operation.onReject?.(tx, row.input as never, context);
    const updated = await tx
      .update(pendingOperations)
      .set({
        decision: decision.approve ? "APPROVED" : "REJECTED",
        decidedBy: context.principal.id,
        decidedAt: context.now,
        reason: decision.approve ? null : decision.reason,
        result: outcome ? { results: outcome.results ?? null } : null,
        receiptIds: outcome?.receiptIds ?? [],
        version: sql`${pendingOperations.version} + 1`,
      })
      .where(and(eq(pendingOperations.id, id), isNull(pendingOperations.decision)))
      .returning({ id: pendingOperations.id });
    if (updated.length === 0) throw conflict(OPERATION_ALREADY_DECIDED);
    await recordAudit(tx, {
      actorId: context.principal.id,
      action: `${row.kind}.${decision.approve ? "approved" : "rejected"}`,
      entity: OPERATION_ENTITY,
      entityId: id,
      after: decision.approve ? { receiptIds: outcome?.receiptIds ?? [] } : { reason: decision.reason },
      at: context.now,
    });
    return { operation, input: row.input as never };
  });
  if (decision.approve) decided.operation.afterApproval?.(context, decided.input);
  return readOperation(context.db, context.principal, id);
}
