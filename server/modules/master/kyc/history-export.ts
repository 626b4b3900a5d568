import { KYC_CHECK_KIND_LABELS, type KycCheckExportQuery, type KycCheckItem } from "@domain/api/kyc";
import { indiaDateTime } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The history's columns, as the screen labels them; the identifier masked, as the screen shows it. */
export const KYC_CHECK_EXPORT_COLUMNS: CsvColumn<KycCheckItem>[] = [
  { header: ID_HEADER, value: (check) => check.id },
  { header: "Checked (India time)", value: (check) => indiaDateTime(new Date(check.checkedAt)) },
  { header: "Kind", value: (check) => KYC_CHECK_KIND_LABELS[check.kind] },
  { header: "Identifier", value: (check) => check.identifier },
  { header: "Result", value: (check) => (check.valid ? "Valid" : "Not valid") },
  { header: "Found", value: (check) => check.detail },
  { header: "Reason", value: (check) => check.message },
  { header: "Checked by", value: (check) => check.checkedByName },
];

/**
 * What the audit line keeps of an export's filters: a search may be a whole PAN or account number, which
 * the history never stores in clear, so only that there was one.
 */
export const auditedKycFilters = ({ search, ...filters }: KycCheckExportQuery) => ({
  ...filters,
  searched: search !== undefined,
});
