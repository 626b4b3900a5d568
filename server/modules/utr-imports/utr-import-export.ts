import type { UtrImport } from "@domain/api/utr-imports";
import { UTR_IMPORT_STATE_LABELS, importTypeLabel } from "@domain/api/utr-import-labels";
import { indiaDateTime } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The import history's columns, as the screen labels and words them. */
export const UTR_IMPORT_EXPORT_COLUMNS: CsvColumn<UtrImport>[] = [
  { header: ID_HEADER, value: (file) => file.id },
  { header: "File", value: (file) => file.fileName },
  { header: "Type", value: (file) => importTypeLabel(file.type) },
  { header: "Uploaded by", value: (file) => file.uploadedByName },
  { header: "Uploaded (India time)", value: (file) => indiaDateTime(new Date(file.uploadedAt)) },
  { header: "Rows", value: (file) => file.totalRows },
  { header: "Applied", value: (file) => file.appliedRows },
  { header: "Rejected", value: (file) => file.rejectedRows },
  { header: "Percentage (%)", value: (file) => file.percentage.toFixed(2) },
  { header: "State", value: (file) => UTR_IMPORT_STATE_LABELS[file.state] },
];
