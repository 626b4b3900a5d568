import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type UtrImport, type UtrImportType, utrImportSameFile } from "@domain/api/utr-imports";
import { formatDate } from "@domain/dates/display-date";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { utrImports } from "@server/db/schema/utr-imports";
import { conflict } from "@server/http/errors";
import { isUniqueViolation } from "@server/db/unique-violation";
import { type MoneyContext, todayOf } from "@server/modules/collections/pending-operations/operation-context";
import { UTR_IMPORT_ENTITY } from "./apply-batch";
import { checkPaymentRows } from "./check-payment-rows";
import { checkUtrRows } from "./check-utr-rows";
import type { CheckedUtrRow } from "./row-checks";
import type { ParsedUtrFile } from "./parse-utr-file";
import { readImport } from "./utr-import-reads";

const INSERT_ROWS = 10_000;

/** One column of `rows` as a single array parameter. */
const column = <T>(rows: readonly CheckedUtrRow[], cell: (row: CheckedUtrRow) => T) =>
  sql.param(rows.map(cell));

/** Rows in one statement: each column is one array parameter, unnested (the statement stays small). */
async function insertRows(tx: Executor, importId: string, rows: readonly CheckedUtrRow[]) {
  await tx.execute(sql`INSERT INTO utr_import_rows (import_id, row_number, loan_number, invoice_number, utr, amount,
      payment_date, mode, state, reason, loan_id, invoice_id, amount_paise, paid_on)
    SELECT ${importId}::uuid, * FROM unnest(${column(rows, (row) => row.rowNumber)}::int[],
      ${column(rows, (row) => row.loanNumber)}::text[], ${column(rows, (row) => row.invoiceNumber)}::text[],
      ${column(rows, (row) => row.utr)}::text[],
      ${column(rows, (row) => row.amount)}::text[], ${column(rows, (row) => row.paymentDate)}::text[],
      ${column(rows, (row) => row.mode)}::text[], ${column(rows, (row) => row.state)}::text[],
      ${column(rows, (row) => row.reason)}::text[], ${column(rows, (row) => row.loanId)}::uuid[],
      ${column(rows, (row) => row.invoiceId)}::uuid[], ${column(rows, (row) => row.amountPaise)}::bigint[],
      ${column(rows, (row) => row.paidOn)}::date[])`);
}

/** 409 naming the earlier upload when the same bytes were already uploaded for this type. */
async function assertNewFile(context: MoneyContext, type: UtrImportType, contentHash: string) {
  const [earlier] = await context.db
    .select({ fileName: utrImports.fileName, uploadedAt: utrImports.uploadedAt })
    .from(utrImports)
    .where(and(eq(utrImports.type, type), eq(utrImports.contentHash, contentHash)));
  if (earlier) throw conflict(utrImportSameFile(earlier.fileName, formatDate(earlier.uploadedAt)));
}

/**
 * The upload: checks every row (nothing changes outside the import) and keeps the file's rows with their
 * states and reasons as an import in PREVIEW. The same file (by content hash) a second time answers 409.
 */
export async function createImport(
  context: MoneyContext,
  type: UtrImportType,
  fileName: string,
  file: ParsedUtrFile,
): Promise<UtrImport> {
  await assertNewFile(context, type, file.contentHash);
  const check = type === "utr_payment" ? checkPaymentRows : checkUtrRows;
  const rows = await check(context.db, file.rows, todayOf(context));
  const id = randomUUID();
  const counted = (state: string) => rows.filter((row) => row.state === state).length;
  try {
    await context.db.transaction(async (tx) => {
      await tx.insert(utrImports).values({
        id,
        type,
        fileName,
        contentHash: file.contentHash,
        state: "PREVIEW",
        uploadedBy: context.principal.id,
        uploadedAt: context.now,
        totalRows: rows.length,
        validRows: counted("VALID"),
        alreadyAppliedRows: counted("ALREADY_APPLIED"),
      });
      for (let start = 0; start < rows.length; start += INSERT_ROWS) {
        await insertRows(tx, id, rows.slice(start, start + INSERT_ROWS));
      }
      await recordAudit(tx, {
        actorId: context.principal.id,
        action: "utr_import.uploaded",
        entity: UTR_IMPORT_ENTITY,
        entityId: id,
        after: { type, fileName, totalRows: rows.length },
        at: context.now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, "utr_imports_content_hash_unique")) {
      await assertNewFile(context, type, file.contentHash);
    }
    throw error;
  }
  return readImport(context.db, id);
}
