import ExcelJS from "exceljs";

/** A workbook with one worksheet whose first row is `headers` (bold), for a template download. */
export async function xlsxTemplate(headers: readonly string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("UTRs");
  sheet.addRow([...headers]).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}
