import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import {
  KYC_CHECK_KINDS,
  type KycCheckItem,
  type KycCheckKind,
  type KycCheckListQuery,
} from "@domain/api/kyc";
import { addDays, startOfBusinessDate } from "@domain/dates/business-date";
import type { Principal } from "@server/auth/principal";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { kycChecks, users } from "@server/db/schema/index";
import { prefixPattern } from "@server/modules/account/counterparties/counterparty-scope";
import { kycHistoryScope } from "./history-access";
import { hashIdentifier, maskIdentifier } from "./identifier-privacy";

/** What the history keeps of a check's answer. */
export type CheckOutcome = { valid: boolean; message?: string | undefined; detail?: string | undefined };

/** Records one check in the history, with the identifier masked and hashed, never in clear. */
export async function recordKycCheck(
  db: Executor,
  { principal, now, hashKey }: { principal: Principal; now: Date; hashKey: Buffer },
  kind: KycCheckKind,
  identifier: string,
  outcome: CheckOutcome,
): Promise<void> {
  await db.insert(kycChecks).values({
    id: randomUUID(),
    kind,
    identifierMasked: maskIdentifier(kind, identifier),
    identifierHash: hashIdentifier(hashKey, kind, identifier),
    valid: outcome.valid,
    message: outcome.valid ? null : (outcome.message ?? null),
    detail: outcome.detail ?? null,
    checkedBy: principal.id,
    lenderId: principal.lenderId,
    checkedAt: now,
  });
}

/** A search is a checker's name (prefix, any case) or a whole identifier of any kind. */
function searchWhere(search: string, hashKey: Buffer): SQL | undefined {
  const pattern = prefixPattern(search);
  return or(
    sql`lower(${users.name}) LIKE ${pattern}`,
    ...KYC_CHECK_KINDS.map((kind) =>
      and(eq(kycChecks.kind, kind), eq(kycChecks.identifierHash, hashIdentifier(hashKey, kind, search))),
    ),
  );
}

/** One page of the checks the scope may see, newest first, and how many match. */
export async function listKycChecks(
  db: Executor,
  scope: TenancyScope,
  query: KycCheckListQuery,
  hashKey: Buffer,
) {
  const where = and(
    kycHistoryScope(scope),
    query.kind ? eq(kycChecks.kind, query.kind) : undefined,
    query.result ? eq(kycChecks.valid, query.result === "VALID") : undefined,
    query.checkedBy ? eq(kycChecks.checkedBy, query.checkedBy) : undefined,
    query.search ? searchWhere(query.search, hashKey) : undefined,
    query.checkedFrom
      ? gte(kycChecks.checkedAt, new Date(startOfBusinessDate(query.checkedFrom)))
      : undefined,
    query.checkedTo
      ? lt(kycChecks.checkedAt, new Date(startOfBusinessDate(addDays(query.checkedTo, 1))))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ check: kycChecks, checkedByName: users.name })
      .from(kycChecks)
      .innerJoin(users, eq(users.id, kycChecks.checkedBy))
      .where(where)
      .orderBy(desc(kycChecks.checkedAt), desc(kycChecks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(kycChecks)
      .innerJoin(users, eq(users.id, kycChecks.checkedBy))
      .where(where),
  ]);
  return { payload: rows.map(toKycCheckItem), total: total?.n ?? 0 };
}

const toKycCheckItem = ({
  check,
  checkedByName,
}: {
  check: typeof kycChecks.$inferSelect;
  checkedByName: string;
}): KycCheckItem => ({
  id: check.id,
  kind: check.kind as KycCheckKind,
  identifier: check.identifierMasked,
  valid: check.valid,
  message: check.message,
  detail: check.detail,
  checkedById: check.checkedBy,
  checkedByName,
  checkedAt: check.checkedAt.toISOString(),
});
