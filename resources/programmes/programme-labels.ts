import { PROGRAMME_STATUSES, type ProgrammeDetail, type ProgrammeStatus } from "@domain/api/programmes";
import { statusLabel } from "@src/components/status-tag";
import { INVOICE_TYPE_LABELS, type InvoiceType } from "@domain/enums/finance";

/** A programme's product (an invoice type) in words; an unknown one as the server wrote it. */
export const productLabel = (product: string): string =>
  Object.hasOwn(INVOICE_TYPE_LABELS, product) ? INVOICE_TYPE_LABELS[product as InvoiceType] : product;

/** The labels of the fields a programme change can wait on (maker-checker), as the pending diff shows them. */
export const PROGRAMME_CHANGE_LABELS: Record<string, string> = {
  programLimitPaise: "Programme limit",
  liabilityInterestDays: "Liability days",
  interestRatePercent: "Interest rate (% a year)",
  status: "Status",
};

/** The pending diff's statuses in words, as the status tag names them. */
export const PROGRAMME_CHANGE_VALUE_LABELS = {
  status: Object.fromEntries(PROGRAMME_STATUSES.map((status) => [status, statusLabel(status)])),
};

/** What a programme's status means for the money drawn on it. */
export const PROGRAMME_STATUS_NOTES: Record<ProgrammeStatus, string> = {
  PENDING: "its creation waits for another staff user's approval; no invoice can draw on it until then",
  ACTIVE: "approved: invoices may be financed within its limit",
  REJECTED: "its creation was rejected; nothing can draw on it",
};

/** How the portal names a programme: its heading, breadcrumb and document title. */
export const programmeTitle = (programme: Pick<ProgrammeDetail, "name">) => programme.name;
