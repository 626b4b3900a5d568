import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type {
  BANK_ACCOUNT_SORT_FIELDS,
  BankAccountStatus,
  LenderBankAccountItem,
  LenderBankAccountListQuery,
} from "@domain/api/lender-bank-accounts";
import type { AccountType } from "@domain/enums/finance";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { lenderBankAccounts, lenders } from "@server/db/schema/index";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import { forbidden } from "@server/http/errors";
import { type ExportQuery, nameContains, type SortField, sortKeysOf } from "../client-search";

/** The accounts a scope may see: all (platform staff), its lender's (NBFC); nobody else. */
export function bankAccountScope(scope: TenancyScope): SQL | undefined {
  switch (scope.level) {
    case "platform":
      return undefined;
    case "lender":
      return eq(lenderBankAccounts.lenderId, scope.lenderId);
    case "anchor":
    case "merchant":
      throw forbidden("Only platform staff and lenders can see lender bank accounts");
  }
}

const accountSelect = (db: Executor) =>
  db
    .select({ account: lenderBankAccounts, lenderName: lenders.name })
    .from(lenderBankAccounts)
    .innerJoin(lenders, eq(lenders.id, lenderBankAccounts.lenderId))
    .$dynamic();

type AccountRow = Awaited<ReturnType<typeof accountSelect>>[number];

export const toBankAccountItem = ({ account, lenderName }: AccountRow): LenderBankAccountItem => ({
  id: account.id,
  lenderId: account.lenderId,
  lenderName,
  accountNumber: account.accountNumber,
  ifsc: account.ifsc,
  accountHolderName: account.accountHolderName,
  bankName: account.bankName,
  accountType: account.accountType as AccountType,
  branchName: account.branchName,
  status: account.status as BankAccountStatus,
  version: account.version,
  createdAt: account.createdAt.toISOString(),
  updatedAt: account.updatedAt.toISOString(),
});

const SORTS: Record<(typeof BANK_ACCOUNT_SORT_FIELDS)[number], SortField> = {
  accountHolderName: { column: lenderBankAccounts.accountHolderName, cast: "text", caseless: true },
  bankName: { column: lenderBankAccounts.bankName, cast: "text" },
  createdAt: { column: lenderBankAccounts.createdAt, cast: "timestamptz" },
};

export type BankAccountExportQuery = ExportQuery<LenderBankAccountListQuery>;

/** The accounts the list's search, lender and status select within the scope. */
const bankAccountListWhere = (scope: TenancyScope, query: BankAccountExportQuery) =>
  and(
    bankAccountScope(scope),
    query.lenderId ? eq(lenderBankAccounts.lenderId, query.lenderId) : undefined,
    query.status ? eq(lenderBankAccounts.status, query.status) : undefined,
    query.search ? nameContains(lenderBankAccounts.accountHolderName, query.search) : undefined,
  );

export async function listBankAccounts(db: Executor, scope: TenancyScope, query: LenderBankAccountListQuery) {
  const where = bankAccountListWhere(scope, query);
  const [rows, [total]] = await Promise.all([
    accountSelect(db)
      .where(where)
      .orderBy(...orderByKeys(sortKeysOf(SORTS, lenderBankAccounts.id, query.sort).keys))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(lenderBankAccounts).where(where),
  ]);
  return { payload: rows.map(toBankAccountItem), total: total?.n ?? 0 };
}

/** Every account the list's search and lender select within the scope, in the list's order, batch by batch. */
export function bankAccountExportBatches(db: Executor, scope: TenancyScope, query: BankAccountExportQuery) {
  const where = bankAccountListWhere(scope, query);
  const { field, keys } = sortKeysOf(SORTS, lenderBankAccounts.id, query.sort);
  return keysetBatches<LenderBankAccountItem>({
    keys,
    keyOf: (account) => [account[field], account.id],
    read: async (after, limit) => {
      const rows = await accountSelect(db)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map(toBankAccountItem);
    },
  });
}

export async function findScopedBankAccount(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await accountSelect(db)
    .where(and(bankAccountScope(scope), eq(lenderBankAccounts.id, id)))
    .limit(1);
  return row ? toBankAccountItem(row) : null;
}

type AccountColumns = Partial<typeof lenderBankAccounts.$inferInsert>;

/** Updates an account at the expected version (the version moves on); false when none matched. */
export async function updateBankAccountAt(
  db: Executor,
  id: string,
  version: number,
  set: AccountColumns,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(lenderBankAccounts)
    .set({ ...set, version: sql`${lenderBankAccounts.version} + 1`, updatedAt: now })
    .where(and(eq(lenderBankAccounts.id, id), eq(lenderBankAccounts.version, version)))
    .returning({ id: lenderBankAccounts.id });
  return rows.length > 0;
}
