import { legWords, matchedHow } from "@domain/api/line-match-words";
import { LINE_STATE_LABELS, type Statement, type StatementLine } from "@domain/api/reconciliation";
import { indiaDate, rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The statement list's columns, as the screen labels and words them (the period in two dates). */
export const STATEMENT_EXPORT_COLUMNS: CsvColumn<Statement>[] = [
  { header: ID_HEADER, value: (statement) => statement.id },
  { header: "File", value: (statement) => statement.fileName },
  { header: "Bank", value: (statement) => statement.bankName },
  { header: "Period from", value: (statement) => statement.periodFrom },
  { header: "Period to", value: (statement) => statement.periodTo },
  { header: "Credits", value: (statement) => statement.report.credits.count },
  { header: "Credited (₹)", value: (statement) => rupees(statement.report.credits.paise) },
  { header: "Matched (%)", value: (statement) => statement.report.matchedPercent.toFixed(2) },
  { header: "In suspense", value: (statement) => statement.report.suspense.count },
  { header: "Suspense amount (₹)", value: (statement) => rupees(statement.report.suspense.paise) },
  { header: "Uploaded", value: (statement) => indiaDate(new Date(statement.uploadedAt)) },
  { header: "By", value: (statement) => statement.uploadedByName },
];

/** What a line went to: each leg's words, or the reason it was returned. */
const matchedTo = (line: StatementLine): string | null =>
  line.state === "RETURNED"
    ? `Returned: ${line.returnReason ?? ""}`
    : line.legs.map(legWords).join("; ") || null;

/** The statement lines' columns (the suspense queue's), as the screen labels and words them. */
export const LINE_EXPORT_COLUMNS: CsvColumn<StatementLine>[] = [
  { header: ID_HEADER, value: (line) => line.id },
  { header: "Date", value: (line) => line.valueDate },
  { header: "Statement", value: (line) => line.fileName },
  { header: "Narration", value: (line) => line.narration },
  { header: "Reference", value: (line) => line.reference || null },
  { header: "Credit (₹)", value: (line) => (line.creditPaise ? rupees(line.creditPaise) : null) },
  { header: "Debit (₹)", value: (line) => (line.debitPaise ? rupees(line.debitPaise) : null) },
  { header: "State", value: (line) => LINE_STATE_LABELS[line.state] },
  { header: "Matched", value: matchedHow },
  { header: "Matched to", value: matchedTo },
  { header: "Row", value: (line) => line.rowNumber },
];
