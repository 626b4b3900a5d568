import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { auditLog } from "@server/db/schema/index";

/** The last `list.export` audit line of an export (by its name, `leads`), or undefined when there is none. */
export async function lastExportAudit(db: Executor, name: string) {
  const [line] = await db
    .select({ actorId: auditLog.actorId, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, "list.export"), eq(auditLog.entityId, name)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return line;
}
