import { desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type OperationPreview,
  PENDING_OPERATION_NOT_FOUND,
  type PendingOperation,
  type PendingOperationKind,
  type PendingOperationState,
} from "@domain/api/pending-operations";
import type { BulkRowResult } from "@domain/api/collections";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import { pendingOperations, users } from "@server/db/schema/index";
import { notFound } from "@server/http/errors";

const proposer = alias(users, "proposer");
const decider = alias(users, "decider");

const operationSelect = (db: Executor) =>
  db
    .select({ operation: pendingOperations, proposedByName: proposer.name, decidedByName: decider.name })
    .from(pendingOperations)
    .leftJoin(proposer, eq(proposer.id, pendingOperations.proposedBy))
    .leftJoin(decider, eq(decider.id, pendingOperations.decidedBy))
    .$dynamic();

type Row = Awaited<ReturnType<typeof operationSelect>>[number];

const toOperation = (
  { operation, proposedByName, decidedByName }: Row,
  principal: Principal,
): PendingOperation => {
  const state = (operation.decision ?? "PENDING") as PendingOperationState;
  return {
    id: operation.id,
    kind: operation.kind as PendingOperationKind,
    state,
    input: operation.input,
    preview: operation.preview as OperationPreview,
    proposedBy: operation.proposedBy,
    proposedByName,
    proposedAt: operation.proposedAt.toISOString(),
    decidedByName,
    decidedAt: operation.decidedAt?.toISOString() ?? null,
    reason: operation.reason,
    receiptIds: operation.receiptIds,
    results: (operation.result as { results?: BulkRowResult[] } | null)?.results ?? null,
    canDecide: state === "PENDING" && operation.proposedBy !== principal.id,
    version: operation.version,
  };
};

/** The operations in one state, newest first (money staff only: every proposal is platform-wide). */
export async function listOperations(db: Executor, principal: Principal, state: PendingOperationState) {
  const rows = await operationSelect(db)
    .where(state === "PENDING" ? isNull(pendingOperations.decision) : eq(pendingOperations.decision, state))
    .orderBy(desc(pendingOperations.proposedAt), desc(pendingOperations.id))
    .limit(state === "PENDING" ? 1000 : 200);
  return { payload: rows.map((row) => toOperation(row, principal)), total: rows.length };
}

export async function readOperation(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<PendingOperation> {
  const [row] = await operationSelect(db).where(eq(pendingOperations.id, id));
  if (!row) throw notFound(PENDING_OPERATION_NOT_FOUND);
  return toOperation(row, principal);
}
