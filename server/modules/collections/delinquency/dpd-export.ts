import type { DpdRow } from "@domain/api/delinquency";
import { DPD_BUCKET_LABELS } from "@domain/collections/dpd";
import { rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The delinquency list's columns, as its answer words them: buckets by label, amounts in rupees. */
export const DPD_EXPORT_COLUMNS: CsvColumn<DpdRow>[] = [
  { header: ID_HEADER, value: (row) => row.id },
  { header: "Borrower", value: (row) => row.borrowerName },
  { header: "Tranche", value: (row) => row.trancheRef ?? "" },
  { header: "Tranches", value: (row) => row.trancheCount },
  { header: "Lender", value: (row) => row.lenderName },
  { header: "Anchor", value: (row) => row.anchorName ?? "" },
  { header: "Programme", value: (row) => row.programmeName ?? "" },
  { header: "DPD", value: (row) => row.dpd },
  { header: "Bucket", value: (row) => DPD_BUCKET_LABELS[row.bucket] },
  { header: "Oldest unpaid due", value: (row) => row.oldestUnpaidDueDate ?? "" },
  { header: "Overdue (₹)", value: (row) => rupees(row.overduePaise) },
  { header: "Penal outstanding (₹)", value: (row) => rupees(row.penalOutstandingPaise) },
  { header: "Principal outstanding (₹)", value: (row) => rupees(row.principalOutstandingPaise) },
  { header: "Written off (₹)", value: (row) => rupees(row.writtenOffPaise) },
];
