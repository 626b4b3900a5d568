import type { AnchorItem } from "@domain/api/anchors";
import { LENDING_TYPE_LABELS } from "@domain/enums/finance";
import { ACTIVE_STATUS_LABELS } from "@domain/enums/statuses";
import { indiaDate, rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The anchor list's columns, as its answer words them: labels for its enums, limits in rupees. */
export const ANCHOR_EXPORT_COLUMNS: CsvColumn<AnchorItem>[] = [
  { header: ID_HEADER, value: (anchor) => anchor.id },
  { header: "Name", value: (anchor) => anchor.name },
  { header: "GSTIN", value: (anchor) => anchor.gstin },
  { header: "PAN", value: (anchor) => anchor.pan },
  { header: "Status", value: (anchor) => ACTIVE_STATUS_LABELS[anchor.status] },
  { header: "Lending type", value: (anchor) => LENDING_TYPE_LABELS[anchor.lendingType] },
  { header: "Programmes", value: (anchor) => anchor.programmeCount },
  { header: "Programme limit (₹)", value: (anchor) => rupees(anchor.programLimitPaise) },
  { header: "Limit used (₹)", value: (anchor) => rupees(anchor.limitUsedPaise) },
  { header: "Limit available (₹)", value: (anchor) => rupees(anchor.limitAvailablePaise) },
  { header: "Created", value: (anchor) => indiaDate(new Date(anchor.createdAt)) },
];
