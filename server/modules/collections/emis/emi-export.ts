import { EMI_PRESENTATION_LABELS, type EmiItem, TRANCHE_KIND_LABELS } from "@domain/api/emis";
import { NACH_RETURN_CODE_LABELS, type NachReturnCode } from "@domain/collections/nach-return-codes";
import { EMI_STATUS_LABELS } from "@domain/enums/statuses";
import { rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

const returnCodeLabel = (code: string | null) =>
  code ? (NACH_RETURN_CODE_LABELS[code as NachReturnCode] ?? code) : "";

/** The EMI list's columns, as its answer words them: statuses and return codes by label, amounts in rupees. */
export const EMI_EXPORT_COLUMNS: CsvColumn<EmiItem>[] = [
  { header: ID_HEADER, value: (emi) => emi.id },
  { header: "Tranche", value: (emi) => emi.trancheRef },
  { header: "Kind", value: (emi) => TRANCHE_KIND_LABELS[emi.trancheKind] },
  { header: "Instalment", value: (emi) => emi.installmentNumber },
  { header: "Borrower", value: (emi) => emi.borrowerName },
  { header: "Lender", value: (emi) => emi.lenderName },
  { header: "Anchor", value: (emi) => emi.anchorName ?? "" },
  { header: "Programme", value: (emi) => emi.programmeName ?? "" },
  { header: "Due date", value: (emi) => emi.dueDate },
  { header: "Status", value: (emi) => EMI_STATUS_LABELS[emi.status] },
  { header: "DPD", value: (emi) => emi.dpd },
  { header: "Principal due (₹)", value: (emi) => rupees(emi.principalDuePaise) },
  { header: "Interest due (₹)", value: (emi) => rupees(emi.interestDuePaise) },
  { header: "Penal due (₹)", value: (emi) => rupees(emi.penalDuePaise) },
  {
    header: "Paid (₹)",
    value: (emi) => rupees(emi.principalPaidPaise + emi.interestPaidPaise + emi.penalPaidPaise),
  },
  { header: "Outstanding (₹)", value: (emi) => rupees(emi.outstandingPaise) },
  {
    header: "Presentation",
    value: (emi) => (emi.presentation ? EMI_PRESENTATION_LABELS[emi.presentation] : ""),
  },
  { header: "Presented on", value: (emi) => emi.presentedOn ?? "" },
  { header: "Return code", value: (emi) => returnCodeLabel(emi.returnCode) },
  { header: "Bounces", value: (emi) => emi.bounceCount },
  { header: "Reschedule date", value: (emi) => emi.rescheduleDate ?? "" },
  { header: "Paid on", value: (emi) => emi.paidOn ?? "" },
  { header: "Written off (₹)", value: (emi) => rupees(emi.writtenOffPaise) },
];
