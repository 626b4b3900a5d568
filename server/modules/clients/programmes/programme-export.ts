import type { ProgrammeItem } from "@domain/api/programmes";
import { INVOICE_TYPE_LABELS } from "@domain/enums/finance";
import { humanize } from "@domain/enums/labels";
import { PROGRAMME_USER_TYPE_LABELS } from "@domain/enums/users";
import { indiaDate, rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** A programme's product is an invoice type. */
const PRODUCTS: Readonly<Record<string, string>> = INVOICE_TYPE_LABELS;

/**
 * The programme list's columns, as its answer words them: its anchor and lender by name (an NBFC user or an
 * anchor reads the other party's name on the screen, never its id), limits in rupees.
 */
export const PROGRAMME_EXPORT_COLUMNS: CsvColumn<ProgrammeItem>[] = [
  { header: ID_HEADER, value: (programme) => programme.id },
  { header: "Name", value: (programme) => programme.name },
  { header: "Product", value: (programme) => PRODUCTS[programme.product] ?? humanize(programme.product) },
  { header: "Anchor", value: (programme) => programme.anchorName },
  { header: "Lender", value: (programme) => programme.lenderName },
  { header: "User type", value: (programme) => PROGRAMME_USER_TYPE_LABELS[programme.userType] },
  { header: "Programme limit (₹)", value: (programme) => rupees(programme.programLimitPaise) },
  { header: "Limit used (₹)", value: (programme) => rupees(programme.limitUsedPaise) },
  { header: "Limit available (₹)", value: (programme) => rupees(programme.limitAvailablePaise) },
  { header: "Liability days", value: (programme) => programme.liabilityInterestDays },
  { header: "Created", value: (programme) => indiaDate(new Date(programme.createdAt)) },
];
