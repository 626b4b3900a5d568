import type { ProgrammeDetail } from "@domain/api/programmes";
import { INVOICE_TYPE_LABELS, type InvoiceType } from "@domain/enums/finance";

/** A programme's product (an invoice type) in words; an unknown one as the server wrote it. */
export const productLabel = (product: string): string =>
  Object.hasOwn(INVOICE_TYPE_LABELS, product) ? INVOICE_TYPE_LABELS[product as InvoiceType] : product;

/** The labels of the fields a programme change can wait on (maker-checker), as the pending diff shows them. */
export const PROGRAMME_CHANGE_LABELS: Record<string, string> = {
  programLimitPaise: "Programme limit",
  liabilityInterestDays: "Liability days",
  interestRatePercent: "Interest rate (% a year)",
};

/** How the portal names a programme: its heading, breadcrumb and document title. */
export const programmeTitle = (programme: Pick<ProgrammeDetail, "name">) => programme.name;
