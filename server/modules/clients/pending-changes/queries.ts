import { randomUUID } from "node:crypto";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { PendingChange, PendingChangeEntity, PendingChangeState } from "@domain/api/pending-changes";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { pendingChanges, users } from "@server/db/schema/index";
import type { FieldChange } from "@server/db/schema/pending-changes";
import { forbidden } from "@server/http/errors";

type PendingRow = typeof pendingChanges.$inferSelect;

/** The changes a scope may see: all (platform), its lender's records (NBFC), its anchor's (anchor). */
export function pendingChangeScope(scope: TenancyScope): SQL | undefined {
  switch (scope.level) {
    case "platform":
      return undefined;
    case "lender":
      return eq(pendingChanges.lenderId, scope.lenderId);
    case "anchor":
      return eq(pendingChanges.anchorId, scope.anchorId);
    case "merchant":
      throw forbidden("Only platform staff, lenders and anchors can see pending changes");
  }
}

export const toPendingChange = (row: PendingRow, proposedByName: string): PendingChange => ({
  id: row.id,
  entity: row.entity as PendingChangeEntity,
  entityId: row.entityId,
  changes: row.changes,
  state: row.state as PendingChangeState,
  proposedById: row.proposedBy,
  proposedByName,
  proposedAt: row.proposedAt.toISOString(),
  decidedById: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  reason: row.reason,
});

const withProposer = (db: Executor) =>
  db
    .select({ change: pendingChanges, proposedByName: users.name })
    .from(pendingChanges)
    .innerJoin(users, eq(users.id, pendingChanges.proposedBy))
    .$dynamic();

/** The record's open change, if any. */
export async function openChangeFor(
  db: Executor,
  entity: PendingChangeEntity,
  entityId: string,
): Promise<PendingChange | null> {
  const [row] = await withProposer(db)
    .where(
      and(
        eq(pendingChanges.entity, entity),
        eq(pendingChanges.entityId, entityId),
        eq(pendingChanges.state, "PENDING"),
      ),
    )
    .limit(1);
  return row ? toPendingChange(row.change, row.proposedByName) : null;
}

/** A change the scope may see, by id. */
export async function findScopedChange(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await withProposer(db)
    .where(and(pendingChangeScope(scope), eq(pendingChanges.id, id)))
    .orderBy(desc(pendingChanges.proposedAt))
    .limit(1);
  return row ?? null;
}

export type Proposal = {
  entity: PendingChangeEntity;
  entityId: string;
  anchorId: string | null;
  lenderId: string | null;
  changes: FieldChange[];
  baseVersion: number;
  proposedBy: string;
  proposedAt: Date;
};

/** Files a proposal; false when the record already has an open one (the partial unique index). */
export async function insertProposal(db: Executor, proposal: Proposal): Promise<string | null> {
  const id = randomUUID();
  const [row] = await db
    .insert(pendingChanges)
    .values({ id, ...proposal })
    .onConflictDoNothing()
    .returning({ id: pendingChanges.id });
  return row?.id ?? null;
}

/** Closes an open change as decided; null when it was no longer open (someone else decided first). */
export async function closeChange(
  db: Executor,
  id: string,
  decision: { state: "APPROVED" | "REJECTED"; decidedBy: string; decidedAt: Date; reason: string | null },
) {
  const [row] = await db
    .update(pendingChanges)
    .set(decision)
    .where(and(eq(pendingChanges.id, id), eq(pendingChanges.state, "PENDING")))
    .returning();
  return row ?? null;
}
