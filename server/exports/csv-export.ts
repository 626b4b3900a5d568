import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import Papa from "papaparse";

/** One column of an exported file: its header and a row's cell. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null };

/** The header of the record id every export carries first, for a re-import to name the record. */
export const ID_HEADER = "ID";

const NEWLINE = "\r\n";
/** Makes Excel read the file as UTF-8, so ₹ and names in Indian scripts show right. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * Text a spreadsheet would run as a formula (docs/security.md): it starts with = + - @ TAB or CR. papaparse
 * puts a `'` in front of such text; a plain negative amount ("-125.50") is a number, not a formula.
 */
const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/** Rows as CSV lines (with the header line first when asked), each line ended. */
export function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], header: boolean) {
  const lines: (string | number | null)[][] = header ? [columns.map((column) => column.header)] : [];
  for (const row of rows) lines.push(columns.map((column) => column.value(row)));
  if (lines.length === 0) return "";
  return Papa.unparse(lines, { newline: NEWLINE, escapeFormulae: FORMULA_START }) + NEWLINE;
}

export type CsvFile<Row> = {
  filename: string;
  columns: readonly CsvColumn<Row>[];
  batches: AsyncIterable<Row[]>;
  /** Once the file has ended or the client has gone: how many rows were written, and whether that was all. */
  onEnd?: (rows: number, complete: boolean) => void;
};

async function* csvChunks<Row>(
  file: CsvFile<Row>,
  first: Row[],
  rest: AsyncIterator<Row[]>,
): AsyncGenerator<string> {
  let written = 0;
  let complete = false;
  try {
    yield BYTE_ORDER_MARK + csvLines(file.columns, first, true);
    written += first.length;
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      yield csvLines(file.columns, next.value, false);
      written += next.value.length;
    }
    complete = true;
  } finally {
    // The stream is destroyed when the client disconnects: stop reading batches then.
    await rest.return?.();
    file.onEnd?.(written, complete);
  }
}

/**
 * Streams a CSV file batch by batch. The first batch is read before anything is sent, so a refusal (403, a
 * bad filter, a scope the caller lacks) still answers as JSON with its status. Fastify pipes the stream into
 * the response: when a write returns false the stream pauses until 'drain', and no further batch is read
 * meanwhile (a batch's text exceeds the stream's buffer), so memory holds a batch or two whatever the size of
 * the export; when the client disconnects Fastify destroys the stream, which stops the reading.
 */
export async function sendCsv<Row>(reply: FastifyReply, file: CsvFile<Row>): Promise<FastifyReply> {
  const batches = file.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  const body = Readable.from(csvChunks(file, first.done ? [] : first.value, batches), { objectMode: false });
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .send(body);
}
