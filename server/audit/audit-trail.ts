import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { auditLog } from "@server/db/schema/audit-log";
import { users } from "@server/db/schema/users";

/** One entity's audit lines, oldest first, with the actors' names (for the status histories screens show). */
export function auditTrail(db: Executor, entity: string, entityId: string) {
  return db
    .select({
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: users.name,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
