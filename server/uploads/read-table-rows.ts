import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import {
  TABLE_FILE_OLD_EXCEL,
  tableFileNotTable,
  tableFileNotXlsx,
  XLSX_MEDIA_TYPE,
} from "@domain/api/table-files";
import { ApiProblem } from "@server/http/errors";
import { openByteSource } from "./byte-source";
import { csvRows } from "./csv-rows";
import { xlsxRows } from "./xlsx-rows";

/** One data row: `rowNumber` counts the data rows from 1 (the header and blank rows aside), cells by header. */
export type TableRow = { rowNumber: number; cells: Record<string, string> };

export type Table = {
  kind: "csv" | "xlsx";
  /** The header row as written (trimmed, without a byte order mark); blank headers are "". */
  headers: string[];
  /** The data rows, each cell under its header ("" when the row is short); a header's first column wins. */
  rows: AsyncIterable<TableRow>;
  /** Hex SHA-256 of the file's bytes (an idempotency key); only once `rows` has been read to the end. */
  contentHash: () => string;
};

/** An XLSX workbook is a zip; an old .xls an OLE compound file. */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Whether the name or the declared type says XLSX (only to word a refusal: the bytes decide the kind). */
const claimsXlsx = (fileName: string, mimetype: string | undefined) =>
  /\.xlsx$/i.test(fileName) || mimetype === XLSX_MEDIA_TYPE;

function keyedBy(headers: string[], cells: string[]): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((header, index) => {
    if (header !== "" && !(header in record)) record[header] = (cells[index] ?? "").trim();
  });
  return record;
}

/** Reads what is left of `stream` unseen, so that the whole file is hashed. */
async function drain(stream: Readable) {
  if (stream.readableEnded) return;
  stream.unpipe();
  stream.resume();
  await finished(stream);
}

/**
 * Opens an uploaded table, CSV (UTF-8 text, papaparse) or XLSX (the first worksheet, exceljs), told apart by
 * its content, never its name: streamed, so only the current rows are held. Resolves once the header row is
 * read. 415 for any other file (an old .xls, a PDF, an image …) with a message naming it; the file's own
 * error (too large, aborted) as it is.
 */
export async function openTable(
  file: Readable,
  fileName: string,
  mimetype: string | undefined,
): Promise<Table> {
  const source = await openByteSource(file);
  if (source.head.subarray(0, OLE.length).equals(OLE)) throw new ApiProblem(415, TABLE_FILE_OLD_EXCEL);
  const kind = source.head.subarray(0, ZIP.length).equals(ZIP) ? "xlsx" : "csv";
  const refusal = claimsXlsx(fileName, mimetype) ? tableFileNotXlsx(fileName) : tableFileNotTable(fileName);
  const lines = kind === "xlsx" ? xlsxRows(source.stream) : csvRows(source.stream, refusal);
  const first = await lines.next();
  const headers = first.done ? [] : first.value.map((header) => header.replace(/^\uFEFF/, "").trim());
  async function* rows(): AsyncGenerator<TableRow> {
    let complete = false;
    try {
      let rowNumber = 0;
      for await (const cells of { [Symbol.asyncIterator]: () => lines }) {
        rowNumber += 1;
        yield { rowNumber, cells: keyedBy(headers, cells) };
      }
      await drain(source.stream);
      complete = true;
    } finally {
      if (!complete) source.stream.destroy();
    }
  }
  return { kind, headers, rows: rows(), contentHash: source.contentHash };
}
