import type { Executor } from "@server/db/database";
import { auditLog } from "@server/db/schema/index";
import { redactSensitive } from "@server/logging/redact";

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  at: Date;
};

const redacted = (entry: AuditEntry) => ({
  ...entry,
  before: entry.before === undefined ? null : redactSensitive(entry.before),
  after: entry.after === undefined ? null : redactSensitive(entry.after),
});

/** Appends one entry (the table rejects changes); secrets and PAN/Aadhaar are redacted as in the logs. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(redacted(entry));
}

/** Appends many entries in one statement (a batch's), redacted the same way. */
export async function recordAudits(db: Executor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditLog).values(entries.map(redacted));
}
