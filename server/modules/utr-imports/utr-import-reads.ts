import { and, asc, count, eq, gt } from "drizzle-orm";
import {
  UTR_IMPORT_NOT_FOUND,
  type UtrImport,
  type UtrImportRow,
  type UtrImportState,
  type UtrImportType,
  type UtrRowState,
} from "@domain/api/utr-imports";
import { bulkImportPercentage } from "@domain/derived/bulk-import-percentage";
import type { Executor } from "@server/db/database";
import { users } from "@server/db/schema/users";
import { utrImportRows, utrImports } from "@server/db/schema/utr-imports";
import { keysetBatches, orderByKeys, type SortKey } from "@server/exports/keyset";
import { notFound } from "@server/http/errors";

type ImportRecord = typeof utrImports.$inferSelect;

/** Before the approval: the rows the import can apply; from then on: the rows it has applied. */
const rowsApplying = (file: ImportRecord) =>
  file.state === "COMMITTING" || file.state === "COMMITTED" ? file.appliedRows : file.validRows;

/** The spec's (a + b) / total × 100: a = rows applying (above), b = rows already carrying their UTR. */
export const percentageOf = (file: ImportRecord): number =>
  bulkImportPercentage(rowsApplying(file), file.alreadyAppliedRows, file.totalRows);

const importSelect = (db: Executor) =>
  db
    .select({ file: utrImports, uploadedByName: users.name })
    .from(utrImports)
    .leftJoin(users, eq(users.id, utrImports.uploadedBy))
    .$dynamic();

function toImport({
  file,
  uploadedByName,
}: {
  file: ImportRecord;
  uploadedByName: string | null;
}): UtrImport {
  return {
    id: file.id,
    fileName: file.fileName,
    type: file.type as UtrImportType,
    state: file.state as UtrImportState,
    uploadedBy: file.uploadedBy,
    uploadedByName,
    uploadedAt: file.uploadedAt.toISOString(),
    totalRows: file.totalRows,
    validRows: file.validRows,
    alreadyAppliedRows: file.alreadyAppliedRows,
    appliedRows: file.appliedRows,
    rejectedRows: file.totalRows - file.validRows - file.alreadyAppliedRows,
    percentage: percentageOf(file),
    operationId: file.operationId,
  };
}

const NEWEST_FIRST: SortKey[] = [
  { column: utrImports.uploadedAt, cast: "timestamptz", descending: true },
  { column: utrImports.id, cast: "uuid", descending: true },
];

/** The import history, newest first (money staff only: imports are platform-wide). */
export async function listImports(db: Executor, page: number, pageSize: number) {
  const rows = await importSelect(db)
    .orderBy(...orderByKeys(NEWEST_FIRST))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(utrImports);
  return { payload: rows.map(toImport), total: total?.n ?? 0 };
}

/** The whole import history, newest first, batch by batch (the list's export). */
export function importExportBatches(db: Executor) {
  return keysetBatches<UtrImport>({
    keys: NEWEST_FIRST,
    keyOf: (file) => [file.uploadedAt, file.id],
    read: async (after, limit) => {
      const rows = await importSelect(db)
        .where(after)
        .orderBy(...orderByKeys(NEWEST_FIRST))
        .limit(limit);
      return rows.map(toImport);
    },
  });
}

export async function readImport(db: Executor, id: string): Promise<UtrImport> {
  const [row] = await importSelect(db).where(eq(utrImports.id, id));
  if (!row) throw notFound(UTR_IMPORT_NOT_FOUND);
  return toImport(row);
}

const toRow = (row: typeof utrImportRows.$inferSelect): UtrImportRow => ({
  rowNumber: row.rowNumber,
  loanNumber: row.loanNumber,
  invoiceNumber: row.invoiceNumber,
  utrNumber: row.utr,
  amount: row.amount,
  paymentDate: row.paymentDate,
  state: row.state as UtrRowState,
  mode: row.mode,
  reason: row.reason,
  invoiceId: row.invoiceId,
  loanId: row.loanId,
  receiptId: row.receiptId,
});

/** One page of an import's rows in file order, optionally of one state. */
export async function readImportRows(
  db: Executor,
  id: string,
  query: { page: number; pageSize: number; state?: UtrRowState },
) {
  await readImport(db, id);
  const where = and(
    eq(utrImportRows.importId, id),
    query.state ? eq(utrImportRows.state, query.state) : undefined,
  );
  const rows = await db
    .select()
    .from(utrImportRows)
    .where(where)
    .orderBy(asc(utrImportRows.rowNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(utrImportRows).where(where);
  return { payload: rows.map(toRow), total: total?.n ?? 0 };
}

const EXPORT_BATCH = 1_000;

/** An import's INVALID rows in file order, read by keyset a batch at a time (for the rejected-rows file). */
export async function* rejectedRowBatches(db: Executor, id: string): AsyncGenerator<UtrImportRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(utrImportRows)
      .where(
        and(
          eq(utrImportRows.importId, id),
          eq(utrImportRows.state, "INVALID"),
          gt(utrImportRows.rowNumber, after),
        ),
      )
      .orderBy(asc(utrImportRows.rowNumber))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    after = rows.at(-1)!.rowNumber;
  }
}
