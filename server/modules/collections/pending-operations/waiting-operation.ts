import { and, eq, isNull, sql } from "drizzle-orm";
import type { PendingOperationKind } from "@domain/api/pending-operations";
import type { Executor } from "@server/db/database";
import { pendingOperations } from "@server/db/schema/index";
import { conflict } from "@server/http/errors";

/**
 * 409 with `message` when an operation of `kind` naming the same record (its input's `key`, e.g. `emiId`) is
 * still waiting for approval: one proposal at a time per record.
 */
export async function assertNoneWaiting(
  db: Executor,
  kind: PendingOperationKind,
  key: string,
  id: string,
  message: string,
): Promise<void> {
  const [waiting] = await db
    .select({ id: pendingOperations.id })
    .from(pendingOperations)
    .where(
      and(
        eq(pendingOperations.kind, kind),
        isNull(pendingOperations.decision),
        sql`${pendingOperations.input}->>${key} = ${id}`,
      ),
    )
    .limit(1);
  if (waiting) throw conflict(message);
}
