import { and, count, eq, inArray, or, type SQL } from "drizzle-orm";
import type { MANDATE_SORT_FIELDS, MandateItem, MandateListQuery } from "@domain/api/mandates";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { mandates } from "@server/db/schema/mandates";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import {
  type ExportQuery,
  nameContains,
  type SortField,
  sortKeysOf,
} from "@server/modules/clients/client-search";
import { mandateSelect, toMandateItem } from "./mandate-reads";
import { mandateScopeCondition } from "./mandate-scope";

const SORTS: Record<(typeof MANDATE_SORT_FIELDS)[number], SortField> = {
  createdAt: { column: mandates.createdAt, cast: "timestamptz" },
  updatedAt: { column: mandates.updatedAt, cast: "timestamptz" },
  status: { column: mandates.status, cast: "text" },
  borrowerName: { column: mandates.borrowerName, cast: "text", caseless: true },
  maxAmountPaise: { column: mandates.maxAmountPaise, cast: "bigint" },
  startDate: { column: mandates.startDate, cast: "date" },
};

export type MandateExportQuery = ExportQuery<MandateListQuery>;

/** The search: the borrower's name contains it, or it is the loan number, the UMRN or the provider's id. */
function searchCondition(text: string): SQL {
  const exact = text.toUpperCase();
  return or(
    nameContains(mandates.borrowerName, text),
    eq(mandates.loanNumber, exact),
    eq(mandates.umrn, exact),
    eq(mandates.providerMandateId, exact),
  ) as SQL;
}

function mandateListWhere(scope: TenancyScope, query: MandateExportQuery): SQL {
  return and(
    mandateScopeCondition(scope),
    query.status?.length ? inArray(mandates.status, query.status) : undefined,
    query.kind ? eq(mandates.kind, query.kind) : undefined,
    query.lenderId ? eq(mandates.lenderId, query.lenderId) : undefined,
    query.anchorId ? eq(mandates.anchorId, query.anchorId) : undefined,
    query.loanId ? eq(mandates.loanId, query.loanId) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  ) as SQL;
}

/** One page of the mandates the scope may see, in the asked order, with the total. */
export async function listMandates(db: Executor, scope: TenancyScope, query: MandateListQuery) {
  const where = mandateListWhere(scope, query);
  const [rows, [total]] = await Promise.all([
    mandateSelect(db)
      .where(where)
      .orderBy(...orderByKeys(sortKeysOf(SORTS, mandates.id, query.sort).keys))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(mandates).where(where),
  ]);
  return { payload: rows.map(toMandateItem), total: total?.n ?? 0 };
}

/** Every mandate the list's filters select within the scope, in its order, batch by batch (keyset). */
export function mandateExportBatches(db: Executor, scope: TenancyScope, query: MandateExportQuery) {
  const where = mandateListWhere(scope, query);
  const { field, keys } = sortKeysOf(SORTS, mandates.id, query.sort);
  return keysetBatches<MandateItem>({
    keys,
    keyOf: (mandate) => [mandate[field], mandate.id],
    read: async (after, limit) => {
      const rows = await mandateSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map(toMandateItem);
    },
  });
}
