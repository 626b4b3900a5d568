import type { LeadItem } from "@domain/api/leads";
import { COMPANY_CATEGORY_LABELS } from "@domain/enums/business";
import { LEAD_SOURCE_LABELS, LEAD_STAGE_LABELS } from "@domain/enums/leads";
import { indiaDate, rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The lead list's columns, as the screen labels and words them. */
export const LEAD_EXPORT_COLUMNS: CsvColumn<LeadItem>[] = [
  { header: ID_HEADER, value: (lead) => lead.id },
  { header: "Business", value: (lead) => lead.businessName },
  { header: "GSTIN", value: (lead) => lead.companyGst },
  { header: "Stage", value: (lead) => LEAD_STAGE_LABELS[lead.stage] },
  { header: "Contact", value: (lead) => lead.name },
  { header: "Mobile", value: (lead) => lead.mobile },
  { header: "Category", value: (lead) => COMPANY_CATEGORY_LABELS[lead.companyCategory] },
  { header: "City", value: (lead) => lead.city },
  { header: "Capital needed (₹)", value: (lead) => rupees(lead.capitalNeededPaise) },
  { header: "Source", value: (lead) => LEAD_SOURCE_LABELS[lead.source] },
  { header: "Referred by", value: (lead) => lead.anchorName },
  { header: "Captured", value: (lead) => indiaDate(new Date(lead.createdAt)) },
];
