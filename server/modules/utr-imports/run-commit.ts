import { setImmediate } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { Database } from "@server/db/database";
import { utrImports } from "@server/db/schema/utr-imports";
import { applyNextBatch } from "./apply-batch";

/** Imports whose commit runs in this process, so a resume never starts a second runner on the same one. */
const running = new Set<string>();

/**
 * Applies an approved (COMMITTING) import batch after batch until none is left. Each batch is its own
 * transaction, so a crash leaves whole batches applied and the rest VALID; running it again (at the next
 * start) continues where it stopped, and no row is applied twice.
 */
export async function runCommit(db: Database, importId: string, at: Date): Promise<void> {
  if (running.has(importId)) return;
  running.add(importId);
  try {
    const [file] = await db.select().from(utrImports).where(eq(utrImports.id, importId));
    if (file?.state !== "COMMITTING") return;
    // Between batches, let the requests waiting for the database in (PGlite runs one statement at a time).
    while (await applyNextBatch(db, file, at)) await setImmediate();
  } finally {
    running.delete(importId);
  }
}

/** Starts a commit in the background; a failure leaves the import COMMITTING, resumed at the next start. */
export function startCommit(db: Database, importId: string, at: Date): void {
  runCommit(db, importId, at).catch((error: unknown) =>
    process.emitWarning(`UTR import ${importId} stopped; it resumes at the next start: ${String(error)}`),
  );
}

/** At start: continues every import a stop or crash left COMMITTING. */
export async function resumeCommits(db: Database, at: Date): Promise<void> {
  const open = await db
    .select({ id: utrImports.id })
    .from(utrImports)
    .where(eq(utrImports.state, "COMMITTING"));
  for (const { id } of open) startCommit(db, id, at);
}
