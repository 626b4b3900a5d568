import type { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { TABLE_FILE_BAD_XLSX, TABLE_FILE_NO_SHEET } from "@domain/api/table-files";
import { ApiProblem } from "@server/http/errors";
import { cellText } from "./xlsx-cell-text";

type WorkbookReader = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookReader>;
/** What the streaming reader knows of the workbook once its workbook part is read (exceljs leaves it untyped). */
type WorkbookFacts = { model?: { sheets?: { name: string }[] }; properties?: { date1904?: boolean } };

/**
 * A step of exceljs that also ends when `bytes` fails (exceljs pipes it into its unzipper, which would wait
 * forever): the stream's error as it is (too large, aborted), anything exceljs throws as a 415.
 */
function stepper(bytes: Readable) {
  let streamError: unknown = null;
  const failed = new Promise<never>((_resolve, reject) =>
    bytes.once("error", (error) => {
      streamError = error;
      reject(error);
    }),
  );
  failed.catch(() => undefined);
  return async <T>(step: Promise<T>): Promise<T> => {
    try {
      return await Promise.race([step, failed]);
    } catch (error) {
      if (streamError !== null) throw streamError;
      if (error instanceof ApiProblem) throw error;
      throw new ApiProblem(415, TABLE_FILE_BAD_XLSX);
    }
  };
}

/**
 * The rows of an XLSX workbook's first worksheet (the first tab, by the workbook's own order) as their cells'
 * text, streamed with exceljs; rows without any text are skipped. It ends with that worksheet: the bytes left
 * (other worksheets) are never parsed.
 */
export async function* xlsxRows(bytes: Readable): AsyncGenerator<string[]> {
  const step = stepper(bytes);
  const reader: WorkbookReader = new ExcelJS.stream.xlsx.WorkbookReader(bytes, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const facts = reader as unknown as WorkbookFacts;
  const sheets = reader[Symbol.asyncIterator]();
  let sheetsSeen = 0;
  for (let sheet = await step(sheets.next()); !sheet.done; sheet = await step(sheets.next())) {
    const worksheet = sheet.value as typeof sheet.value & { name?: string };
    const firstName = facts.model?.sheets?.[0]?.name;
    const isFirst = firstName === undefined ? sheetsSeen === 0 : worksheet.name === firstName;
    sheetsSeen += 1;
    const rows = worksheet[Symbol.asyncIterator]();
    for (let row = await step(rows.next()); !row.done; row = await step(rows.next())) {
      if (!isFirst) continue;
      const date1904 = facts.properties?.date1904 === true;
      const cells: string[] = [];
      row.value.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = cellText(cell, date1904);
      });
      const filled = Array.from(cells, (text) => text ?? "");
      if (filled.some((text) => text !== "")) yield filled;
    }
    if (isFirst) return;
  }
  if (sheetsSeen === 0) throw new ApiProblem(415, TABLE_FILE_NO_SHEET);
}
