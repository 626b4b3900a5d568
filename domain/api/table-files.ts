/**
 * Uploaded tables (CSV or XLSX: UTR imports, bank statements): how headers are compared and what a refused
 * file is told. The kind is read from the bytes, never from the file's name.
 */

/** "Invoice Number", "invoice_number", " INVOICENUMBER " → "invoicenumber". */
export const headerKey = (header: string): string => header.replace(/[\s_-]+/g, "").toLowerCase();

/** The media type of an XLSX workbook (templates are sent as it). */
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const tableFileNotTable = (fileName: string) =>
  `${fileName} is neither a CSV text file (UTF-8) nor an XLSX workbook`;
export const tableFileNotXlsx = (fileName: string) =>
  `${fileName} is named as an XLSX workbook but is not one; save it again from Excel as XLSX or CSV (UTF-8)`;
export const TABLE_FILE_OLD_EXCEL =
  "Old Excel files (.xls) are not read; save the sheet as XLSX or CSV (UTF-8) and upload it again";
export const TABLE_FILE_BAD_XLSX =
  "The XLSX workbook could not be read; save it again from Excel and upload it";
export const TABLE_FILE_NO_SHEET = "The XLSX workbook has no worksheet";
