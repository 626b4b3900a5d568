import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { KfsVersionSummary } from "@domain/api/loans";
import type { BusinessDate } from "@domain/dates/business-date";
import type { Executor } from "@server/db/database";
import { kfsVersions, users } from "@server/db/schema/index";

export type KfsRow = typeof kfsVersions.$inferSelect;
export type KfsState = KfsVersionSummary["state"];

/** The states of the one version a loan may have in force. */
export const LIVE_KFS_STATES: readonly KfsState[] = ["ISSUED", "ACCEPTED"];

/**
 * Marks the loan's issued KFS EXPIRED once its last valid day is past: done when the loan is read or acted
 * on, so an expired KFS is never offered for sanction or acceptance. A read that finds none lapsed writes
 * nothing.
 */
export async function expireLapsedKfs(db: Executor, loanId: string, today: BusinessDate): Promise<void> {
  const lapsed = and(
    eq(kfsVersions.loanId, loanId),
    eq(kfsVersions.state, "ISSUED"),
    lt(kfsVersions.validUntil, today),
  );
  const [any] = await db.select({ id: kfsVersions.id }).from(kfsVersions).where(lapsed).limit(1);
  if (any) await db.update(kfsVersions).set({ state: "EXPIRED" }).where(lapsed);
}

/** The loan's KFS versions, newest first, with their preparers' names. */
export function kfsVersionRows(db: Executor, loanId: string) {
  return db
    .select({ kfs: kfsVersions, preparedByName: users.name })
    .from(kfsVersions)
    .leftJoin(users, eq(users.id, kfsVersions.preparedBy))
    .where(eq(kfsVersions.loanId, loanId))
    .orderBy(desc(kfsVersions.version));
}

/** The loan's latest KFS version, whatever its state, or null when none was issued. */
export async function latestKfs(db: Executor, loanId: string): Promise<KfsRow | null> {
  const [row] = await db
    .select()
    .from(kfsVersions)
    .where(eq(kfsVersions.loanId, loanId))
    .orderBy(desc(kfsVersions.version))
    .limit(1);
  return row ?? null;
}

/** Voids the version in force (issued or accepted), saying why; the voided version, or null if none. */
export async function voidLiveKfs(
  tx: Executor,
  loanId: string,
  at: Date,
  voidReason: string,
): Promise<KfsRow | null> {
  const [voided] = await tx
    .update(kfsVersions)
    .set({ state: "VOID", voidedAt: at, voidReason })
    .where(and(eq(kfsVersions.loanId, loanId), inArray(kfsVersions.state, [...LIVE_KFS_STATES])))
    .returning();
  return voided ?? null;
}

export const toKfsSummary = ({
  kfs,
  preparedByName,
}: {
  kfs: KfsRow;
  preparedByName: string | null;
}): KfsVersionSummary => ({
  id: kfs.id,
  version: kfs.version,
  proposalNumber: kfs.proposalNumber,
  state: kfs.state as KfsState,
  aprPercent: kfs.aprPercent,
  issuedAt: kfs.issuedAt.toISOString(),
  validUntil: kfs.validUntil,
  acceptedAt: kfs.acceptedAt?.toISOString() ?? null,
  preparedBy: kfs.preparedBy,
  preparedByName,
  signedSha256: kfs.signedSha256,
});
