import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import {
  type PendingOperation,
  type PendingOperationKind,
  UTR_AWAITING_APPROVAL,
} from "@domain/api/pending-operations";
import { recordAudit } from "@server/audit/audit-log";
import { pendingOperations } from "@server/db/schema/index";
import { conflict } from "@server/http/errors";
import { normaliseUtr } from "../receipts/utr";
import type { MoneyContext } from "./operation-context";
import { readOperation } from "./operation-reads";
import { MONEY_OPERATIONS } from "./operation-registry";

export const OPERATION_ENTITY = "pending_operation";

/**
 * Maker: files a money command for a second staff user, with the validated input and the preview the
 * proposer sees (the same the approver will see). Nothing moves until it is approved. 409 when its UTR is
 * already recorded or already waiting in another proposal.
 */
export async function proposeOperation(
  context: MoneyContext,
  kind: PendingOperationKind,
  input: Record<string, unknown>,
): Promise<PendingOperation> {
  const operation = MONEY_OPERATIONS[kind] as unknown as (typeof MONEY_OPERATIONS)["MANUAL_PAYMENT"];
  const typed = input as never;
  const id = await context.db.transaction(async (tx) => {
    const preview = await operation.preview(tx, typed, context);
    const rawUtr = operation.utrOf?.(typed);
    const utr = rawUtr ? normaliseUtr(rawUtr) : null;
    if (utr) {
      const [waiting] = await tx
        .select({ id: pendingOperations.id })
        .from(pendingOperations)
        .where(and(eq(pendingOperations.utr, utr), isNull(pendingOperations.decision)));
      if (waiting) throw conflict(UTR_AWAITING_APPROVAL);
    }
    const newId = randomUUID();
    await tx.insert(pendingOperations).values({
      id: newId,
      kind,
      input,
      preview,
      utr,
      proposedBy: context.principal.id,
      proposedAt: context.now,
    });
    await recordAudit(tx, {
      actorId: context.principal.id,
      action: `${kind}.proposed`,
      entity: OPERATION_ENTITY,
      entityId: newId,
      after: { kind, preview },
      at: context.now,
    });
    return newId;
  });
  return readOperation(context.db, context.principal, id);
}
