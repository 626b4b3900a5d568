import { formatDate } from "@domain/dates/display-date";
import { humanize } from "@domain/enums/labels";

/** The spec's names of what a payment command kept on its receipt; any other key reads as words. */
const DETAIL_LABELS: Record<string, string> = {
  paymentInvoiceId: "Invoice Id",
  paymentDate: "Payment Date",
  collectionDate: "Collection Date",
  cmWise: "CM wise",
  useCmDtAsSettlement: "Use CM date as settlement date",
  waivedOffPenal: "Penal waived off",
  applyOverDueInterest: "Overdue interest applied",
  excludePenal: "Penal left out of the spread",
  reference_id: "Reference Id",
  gatewayOrderId: "Gateway order",
  maskedReference: "Instrument",
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A receipt's own details (the command's choices, the gateway's answer) as label and display text. */
export function receiptDetailItems(details: Record<string, unknown>): { label: string; text: string }[] {
  return Object.entries(details)
    .filter(([key]) => key !== "dueScope")
    .map(([key, value]) => ({
      label: DETAIL_LABELS[key] ?? humanize(key),
      text:
        value === null || value === undefined || value === ""
          ? "—"
          : typeof value === "boolean"
            ? value
              ? "Yes"
              : "No"
            : typeof value === "string" && ISO_DATE.test(value)
              ? formatDate(value)
              : typeof value === "object"
                ? JSON.stringify(value)
                : String(value as string | number),
    }));
}
