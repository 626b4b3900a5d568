import { MANDATE_KIND_LABELS, type MandateItem } from "@domain/api/mandates";
import { REPAYMENT_FREQUENCY_LABELS } from "@domain/enums/finance";
import { MANDATE_STATUS_LABELS } from "@domain/enums/statuses";
import { indiaDate, rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The mandate list's columns as the screen words them; the account only masked. */
export const MANDATE_EXPORT_COLUMNS: CsvColumn<MandateItem>[] = [
  { header: ID_HEADER, value: (mandate) => mandate.id },
  { header: "Type", value: (mandate) => MANDATE_KIND_LABELS[mandate.kind] },
  { header: "Status", value: (mandate) => MANDATE_STATUS_LABELS[mandate.status] },
  { header: "Stage", value: (mandate) => mandate.stage },
  { header: "Provider id", value: (mandate) => mandate.providerMandateId },
  { header: "UMRN", value: (mandate) => mandate.umrn ?? "" },
  { header: "Loan", value: (mandate) => mandate.loanNumber },
  { header: "Borrower", value: (mandate) => mandate.borrowerName },
  { header: "Lender", value: (mandate) => mandate.lenderName },
  { header: "Anchor", value: (mandate) => mandate.anchorName ?? "" },
  { header: "Maximum amount (₹)", value: (mandate) => rupees(mandate.maxAmountPaise) },
  { header: "Frequency", value: (mandate) => REPAYMENT_FREQUENCY_LABELS[mandate.frequency] },
  { header: "Start", value: (mandate) => mandate.startDate },
  { header: "End", value: (mandate) => mandate.endDate ?? "" },
  { header: "Account", value: (mandate) => mandate.accountNumberMasked },
  { header: "IFSC", value: (mandate) => mandate.ifsc },
  { header: "Bank", value: (mandate) => mandate.bankName ?? "" },
  { header: "Created", value: (mandate) => indiaDate(new Date(mandate.createdAt)) },
];
