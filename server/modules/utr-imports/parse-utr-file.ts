import type { Readable } from "node:stream";
import { headerKey } from "@domain/api/table-files";
import {
  UTR_IMPORT_COLUMNS,
  UTR_IMPORT_EMPTY,
  UTR_IMPORT_MAX_ROWS,
  UTR_IMPORT_TOO_MANY,
  UTR_REFERENCE_COLUMNS,
  UTR_REQUIRED_COLUMNS,
  utrImportMissingColumns,
  type UtrImportColumn,
  type UtrImportType,
} from "@domain/api/utr-imports";
import { badRequest } from "@server/http/errors";
import { openTable } from "@server/uploads/read-table-rows";

/** One data row as written, by column (missing cells are ""). */
export type RawUtrRow = Record<UtrImportColumn, string>;
export type ParsedUtrFile = { contentHash: string; rows: RawUtrRow[] };

/** The headers each column is known by, compared after `headerKey` (case, spaces, `_` and `-` ignored). */
const HEADER_ALIASES: Record<UtrImportColumn, readonly string[]> = {
  loanNumber: ["loannumber", "loanno", "loan", "loanid", "loanaccountnumber"],
  invoiceNumber: ["invoicenumber", "invoiceno", "invoice"],
  utrNumber: ["utrnumber", "utr", "utrno"],
  amount: ["amount", "actualpaymentamount", "paymentamount", "amountreceived"],
  paymentDate: ["paymentdate", "utrdate", "date", "receivedon", "receiveddate"],
  mode: ["mode", "paymentmode", "channel"],
};

const columnOf = (header: string): UtrImportColumn | null =>
  UTR_IMPORT_COLUMNS.find((column) => HEADER_ALIASES[column].includes(headerKey(header))) ?? null;

/** The columns a type needs that the headers lack (a `utr_payment` file names a loan or an invoice column). */
function missingColumns(type: UtrImportType, found: ReadonlySet<UtrImportColumn>): string[] {
  const missing: string[] = UTR_REQUIRED_COLUMNS[type].filter((column) => !found.has(column));
  if (type === "utr_payment" && !found.has("loanNumber") && !found.has("invoiceNumber"))
    missing.unshift(UTR_REFERENCE_COLUMNS);
  return missing;
}

const emptyRow = (): RawUtrRow => ({
  loanNumber: "",
  invoiceNumber: "",
  utrNumber: "",
  amount: "",
  paymentDate: "",
  mode: "",
});

/**
 * Reads an uploaded UTR file, CSV or XLSX (`openTable`: streamed, told apart by content): the content hash of
 * its bytes (the file's idempotency key), and its rows mapped to the type's columns by header. 400 when a
 * column is missing, the file is empty or has more rows than an import takes; 415 when it is no table.
 */
export async function parseUtrFile(
  type: UtrImportType,
  file: Readable,
  fileName: string,
  mimetype: string | undefined,
): Promise<ParsedUtrFile> {
  const table = await openTable(file, fileName, mimetype);
  const mapping = new Map<string, UtrImportColumn>();
  for (const header of table.headers) {
    const column = columnOf(header);
    if (column && ![...mapping.values()].includes(column)) mapping.set(header, column);
  }
  const missing = missingColumns(type, new Set(mapping.values()));
  if (missing.length > 0) throw badRequest(utrImportMissingColumns(missing));
  const rows: RawUtrRow[] = [];
  for await (const { cells } of table.rows) {
    if (rows.length >= UTR_IMPORT_MAX_ROWS) throw badRequest(UTR_IMPORT_TOO_MANY);
    const row = emptyRow();
    for (const [header, column] of mapping) row[column] = cells[header] ?? "";
    rows.push(row);
  }
  if (rows.length === 0) throw badRequest(UTR_IMPORT_EMPTY);
  return { contentHash: table.contentHash(), rows };
}
