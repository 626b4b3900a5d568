import type { ProgrammeDetail, ProgrammeStatus } from "@domain/api/programmes";
import { INVOICE_TYPE_LABELS, type InvoiceType } from "@domain/enums/finance";
import { humanize } from "@domain/enums/labels";

/** A programme's product (an invoice type) in words; an unknown one humanised. */
export const productLabel = (product: string): string =>
  Object.hasOwn(INVOICE_TYPE_LABELS, product)
    ? INVOICE_TYPE_LABELS[product as InvoiceType]
    : humanize(product);

/** The labels of the fields a programme change can wait on (maker-checker), as the pending diff shows them. */
export const PROGRAMME_CHANGE_LABELS: Record<string, string> = {
  programLimitPaise: "Programme limit",
  liabilityInterestDays: "Liability days",
  interestRatePercent: "Interest rate (% a year)",
  status: "Status",
};

/** What a programme's status means for the money drawn on it. */
export const PROGRAMME_STATUS_NOTES: Record<ProgrammeStatus, string> = {
  PENDING: "its creation waits for another staff user's approval; no invoice can draw on it until then",
  ACTIVE: "approved: invoices may be financed within its limit",
  REJECTED: "its creation was rejected; nothing can draw on it",
};

/** How the portal names a programme: its heading, breadcrumb and document title. */
export const programmeTitle = (programme: Pick<ProgrammeDetail, "name">) => programme.name;
