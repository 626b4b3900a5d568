import type { Readable } from "node:stream";
import {
  STATEMENT_EMPTY,
  STATEMENT_MAX_LINES,
  STATEMENT_ROW_PROBLEMS,
  STATEMENT_TOO_MANY,
  statementMissingColumns,
  statementRowProblem,
} from "@domain/api/reconciliation";
import type { BusinessDate } from "@domain/dates/business-date";
import { parseStatementAmount, parseStatementDate } from "@domain/reconciliation/statement-cells";
import { type ColumnMapping, detectColumns, missingColumns } from "@domain/reconciliation/statement-columns";
import { badRequest } from "@server/http/errors";
import { openTable } from "@server/uploads/read-table-rows";

/** One transaction line of a statement as the bank wrote it, amounts in paise. */
export type ParsedLine = {
  rowNumber: number;
  valueDate: BusinessDate;
  narration: string;
  reference: string;
  debitPaise: number;
  creditPaise: number;
  balancePaise: number | null;
};

export type ParsedStatement = {
  contentHash: string;
  mapping: ColumnMapping;
  lines: ParsedLine[];
};

/**
 * A line of `cells` read through `mapping`; null for a line with no date and no amount (a bank's opening or
 * closing summary). 400 naming the row when a date or amount cannot be read, or a line is debit and credit.
 */
function lineOf(rowNumber: number, cells: Record<string, string>, mapping: ColumnMapping): ParsedLine | null {
  const cell = (column: keyof ColumnMapping) =>
    mapping[column] ? (cells[mapping[column]] ?? "").trim() : "";
  const debit = parseStatementAmount(cell("debit"));
  const credit = parseStatementAmount(cell("credit"));
  const balanceText = cell("balance");
  const balance = balanceText ? parseStatementAmount(balanceText.replace(/^-/, "")) : null;
  if (debit === null || credit === null || (balanceText && balance === null))
    throw badRequest(statementRowProblem(rowNumber, STATEMENT_ROW_PROBLEMS.amount));
  const date = parseStatementDate(cell("date"));
  if (!date) {
    if (debit === 0 && credit === 0) return null;
    throw badRequest(statementRowProblem(rowNumber, STATEMENT_ROW_PROBLEMS.date));
  }
  if (debit > 0 && credit > 0) throw badRequest(statementRowProblem(rowNumber, STATEMENT_ROW_PROBLEMS.both));
  if (debit === 0 && credit === 0) return null;
  return {
    rowNumber,
    valueDate: date,
    narration: cell("narration"),
    reference: cell("reference"),
    debitPaise: debit,
    creditPaise: credit,
    balancePaise: balance,
  };
}

/**
 * Reads an uploaded statement as it streams: its content hash (the idempotency key), the columns (the
 * uploader's mapping, else detected from the common Indian bank exports' headers) and its transaction lines.
 */
export async function parseStatement(
  file: Readable,
  fileName: string,
  mimetype: string | undefined,
  explicit: ColumnMapping | undefined,
): Promise<ParsedStatement> {
  const table = await openTable(file, fileName, mimetype);
  if (table.headers.length === 0) throw badRequest(STATEMENT_EMPTY);
  const mapping = { ...detectColumns(table.headers), ...explicit };
  const missing = missingColumns(mapping);
  const unknown = Object.values(mapping).some((header) => !table.headers.includes(header));
  if (missing.length > 0 || unknown)
    throw badRequest(
      statementMissingColumns(missing.length > 0 ? missing : Object.keys(explicit ?? {}), table.headers),
    );
  const lines: ParsedLine[] = [];
  for await (const row of table.rows) {
    if (lines.length >= STATEMENT_MAX_LINES) throw badRequest(STATEMENT_TOO_MANY);
    // Numbered as a spreadsheet shows the file: the header is row 1.
    const line = lineOf(row.rowNumber + 1, row.cells, mapping);
    if (line) lines.push(line);
  }
  if (lines.length === 0) throw badRequest(STATEMENT_EMPTY);
  return { contentHash: table.contentHash(), mapping, lines };
}
