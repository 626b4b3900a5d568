import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  TABLE_FILE_BAD_XLSX,
  TABLE_FILE_OLD_EXCEL,
  tableFileNotTable,
  tableFileNotXlsx,
} from "@domain/api/table-files";
import { openTable, type TableRow } from "./read-table-rows";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** `bytes` as an upload arrives: in small chunks, so the kind is told across several of them. */
const chunked = (bytes: Buffer, size = 3) =>
  Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
    })(),
  );

async function collect(rows: AsyncIterable<TableRow>) {
  const all: TableRow[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

async function refusal(bytes: Buffer | Readable, fileName = "upload.csv", mimetype?: string) {
  const stream = Buffer.isBuffer(bytes) ? chunked(bytes) : bytes;
  try {
    await collect((await openTable(stream, fileName, mimetype)).rows);
  } catch (error) {
    return error as { statusCode?: number; message: string };
  }
  throw new Error("the file was read");
}

async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  build(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("CSV tables", () => {
  it("key each row by its header as written, skip blank lines and hash every byte", async () => {
    const bytes = Buffer.from(
      '\uFEFF Invoice Number ,UTR,Amount\r\nINV-1, SBIN123 ,"1,250.50"\r\n\r\nINV-2,X\r\n',
      "utf8",
    );
    const table = await openTable(chunked(bytes), "utr.csv", "text/csv");
    expect(table.kind).toBe("csv");
    expect(table.headers).toEqual(["Invoice Number", "UTR", "Amount"]);
    expect(await collect(table.rows)).toEqual([
      { rowNumber: 1, cells: { "Invoice Number": "INV-1", UTR: "SBIN123", Amount: "1,250.50" } },
      { rowNumber: 2, cells: { "Invoice Number": "INV-2", UTR: "X", Amount: "" } },
    ]);
    expect(table.contentHash()).toBe(sha256(bytes));
  });

  it("answer no headers and no rows for an empty file", async () => {
    const table = await openTable(chunked(Buffer.alloc(0)), "empty.csv", undefined);
    expect(table.headers).toEqual([]);
    expect(await collect(table.rows)).toEqual([]);
    expect(table.contentHash()).toBe(sha256(Buffer.alloc(0)));
  });

  it("refuse bytes that are not UTF-8 text with a 415 naming the file", async () => {
    const latin1 = Buffer.from("invoice,amount\nCaf\xe9,1\n", "latin1");
    expect(await refusal(latin1, "latin.csv")).toMatchObject({
      statusCode: 415,
      message: tableFileNotTable("latin.csv"),
    });
    const withNul = Buffer.from("a,b\n1,\u0000\n", "utf8");
    expect(await refusal(withNul, "nul.csv")).toMatchObject({ statusCode: 415 });
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n%"), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3])]);
    expect(await refusal(pdf, "report.xlsx")).toMatchObject({
      statusCode: 415,
      message: tableFileNotXlsx("report.xlsx"),
    });
  });

  it("refuse an old Excel workbook by its content, whatever its name", async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await refusal(ole, "utr.csv")).toMatchObject({ statusCode: 415, message: TABLE_FILE_OLD_EXCEL });
  });

  it("pass the upload's own error on (too large, aborted)", async () => {
    const failing = new Readable({ read() {} });
    failing.push("invoice,amount\nINV-1,1\n");
    setTimeout(() => failing.destroy(Object.assign(new Error("too large"), { statusCode: 413 })), 10);
    expect(await refusal(failing)).toMatchObject({ statusCode: 413, message: "too large" });
  });
});

describe("XLSX tables", () => {
  it("read the first tab as text: dates as YYYY-MM-DD, numbers without float noise, formulas as results", async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet("UTRs");
      sheet.addRow(["Invoice Number", " UTR ", "Amount", "Payment Date", "Note"]);
      sheet.addRow(["INV-1", 123456789012, 0.1 + 0.2, new Date(Date.UTC(2026, 2, 15)), true]);
      sheet.addRow([]);
      sheet.addRow([
        { richText: [{ text: "INV-" }, { text: "2", font: { bold: true } }] },
        { text: "SBIN42", hyperlink: "https://example.invalid/" },
        { formula: "1000+250.5", result: 1250.5 },
        { formula: "DATE(2026,3,16)", result: 46097 },
        { error: "#N/A" },
      ]);
      sheet.getCell("D4").numFmt = "dd-mm-yyyy";
      sheet.addRow(["INV-3", "  padded  "]);
      book.addWorksheet("Other").addRow(["not", "read"]);
    });
    const table = await openTable(chunked(bytes, 512), "utr.bin", undefined);
    expect(table.kind).toBe("xlsx");
    expect(table.headers).toEqual(["Invoice Number", "UTR", "Amount", "Payment Date", "Note"]);
    const header = { "Invoice Number": "", UTR: "", Amount: "", "Payment Date": "", Note: "" };
    expect(await collect(table.rows)).toEqual([
      {
        rowNumber: 1,
        cells: {
          "Invoice Number": "INV-1",
          UTR: "123456789012",
          Amount: "0.3",
          "Payment Date": "2026-03-15",
          Note: "TRUE",
        },
      },
      {
        rowNumber: 2,
        cells: {
          "Invoice Number": "INV-2",
          UTR: "SBIN42",
          Amount: "1250.5",
          "Payment Date": "2026-03-16",
          Note: "#N/A",
        },
      },
      { rowNumber: 3, cells: { ...header, "Invoice Number": "INV-3", UTR: "padded" } },
    ]);
    expect(table.contentHash()).toBe(sha256(bytes));
  });

  it("refuse a zip that is not a readable workbook with a 415", async () => {
    const bytes = await workbook((book) => book.addWorksheet("UTRs").addRow(["a"]));
    const broken = Buffer.concat([bytes.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await refusal(broken, "broken.xlsx")).toMatchObject({
      statusCode: 415,
      message: TABLE_FILE_BAD_XLSX,
    });
  });

  it("pass the upload's own error on instead of waiting for the rest of the workbook", async () => {
    const bytes = await workbook((book) => book.addWorksheet("UTRs").addRow(["a"]));
    const failing = new Readable({ read() {} });
    failing.push(bytes.subarray(0, 100));
    setTimeout(() => failing.destroy(Object.assign(new Error("too large"), { statusCode: 413 })), 10);
    expect(await refusal(failing, "big.xlsx")).toMatchObject({ statusCode: 413, message: "too large" });
  });
});
