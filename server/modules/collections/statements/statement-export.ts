import type { StatementEntry } from "@domain/api/delinquency";
import { rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The statement's lines as the screen shows them: amounts in rupees, the running balance last. */
export const STATEMENT_EXPORT_COLUMNS: CsvColumn<StatementEntry>[] = [
  { header: ID_HEADER, value: (entry) => entry.id },
  { header: "Date", value: (entry) => entry.date },
  { header: "Kind", value: (entry) => entry.kind },
  { header: "Tranche", value: (entry) => entry.trancheRef ?? "" },
  { header: "Reference", value: (entry) => entry.reference },
  { header: "Description", value: (entry) => entry.description },
  { header: "Debit (₹)", value: (entry) => rupees(entry.debitPaise) },
  { header: "Credit (₹)", value: (entry) => rupees(entry.creditPaise) },
  { header: "Penal (₹)", value: (entry) => rupees(entry.penalPaise) },
  { header: "Interest (₹)", value: (entry) => rupees(entry.interestPaise) },
  { header: "Principal (₹)", value: (entry) => rupees(entry.principalPaise) },
  { header: "Balance (₹)", value: (entry) => rupees(entry.balancePaise) },
];
