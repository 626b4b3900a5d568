import { randomUUID } from "node:crypto";
import { and, count, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import {
  KYC_CHECK_KINDS,
  type KycCheckExportQuery,
  type KycCheckItem,
  type KycCheckKind,
  type KycCheckListQuery,
} from "@domain/api/kyc";
import { addDays, startOfBusinessDate } from "@domain/dates/business-date";
import type { Principal } from "@server/auth/principal";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { kycChecks, users } from "@server/db/schema/index";
import { keysetBatches, orderByKeys, type SortKey } from "@server/exports/keyset";
import { containsPattern } from "@server/db/like-pattern";
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

/** A search is part of a checker's name (any case) or a whole identifier of any kind. */
function searchWhere(search: string, hashKey: Buffer): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    sql`lower(${users.name}) LIKE ${pattern}`,
    ...KYC_CHECK_KINDS.map((kind) =>
      and(eq(kycChecks.kind, kind), eq(kycChecks.identifierHash, hashIdentifier(hashKey, kind, search))),
    ),
  );
}

/** Newest first. */
const NEWEST_FIRST: SortKey[] = [
  { column: kycChecks.checkedAt, cast: "timestamptz", descending: true },
  { column: kycChecks.id, cast: "uuid", descending: true },
];

/** The checks the scope may see that the history's filters select. */
function historyWhere(scope: TenancyScope, query: KycCheckExportQuery, hashKey: Buffer) {
  return and(
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
}

/** The checks with their checkers' names. */
const selectChecks = (db: Executor) =>
  db
    .select({ check: kycChecks, checkedByName: users.name })
    .from(kycChecks)
    .innerJoin(users, eq(users.id, kycChecks.checkedBy));

/** One page of the checks the scope may see, newest first, and how many match. */
export async function listKycChecks(
  db: Executor,
  scope: TenancyScope,
  query: KycCheckListQuery,
  hashKey: Buffer,
) {
  const where = historyWhere(scope, query, hashKey);
  const [rows, [total]] = await Promise.all([
    selectChecks(db)
      .where(where)
      .orderBy(...orderByKeys(NEWEST_FIRST))
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

/** Every check the history's filters select within the scope, newest first, batch by batch. */
export function kycCheckExportBatches(
  db: Executor,
  scope: TenancyScope,
  query: KycCheckExportQuery,
  hashKey: Buffer,
) {
  const where = historyWhere(scope, query, hashKey);
  return keysetBatches<KycCheckItem>({
    keys: NEWEST_FIRST,
    keyOf: (check) => [check.checkedAt, check.id],
    read: async (after, limit) => {
      const rows = await selectChecks(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(NEWEST_FIRST))
        .limit(limit);
      return rows.map(toKycCheckItem);
    },
  });
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
