import type { EmiItem } from "@domain/api/emis";
import type { EsignRequest } from "@domain/api/esign";
import type { InvoiceItem } from "@domain/api/invoices";
import type { LoanItem } from "@domain/api/loans";
import type { MandateItem } from "@domain/api/mandates";
import { formatDate } from "@domain/dates/display-date";
import { DOCUMENT_TYPE_LABELS } from "@domain/enums/documents";
import {
  EMI_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  LOAN_STATUS_LABELS,
  MANDATE_STATUS_LABELS,
} from "@domain/enums/statuses";
import { formatInr } from "@domain/money/format-inr";
import { EMI_MACHINE } from "@domain/state-machines/emi";
import { INVOICE_MACHINE } from "@domain/state-machines/invoice";
import { statusesAllowing } from "@domain/state-machines/machine";
import type { UserRecordSource } from "./user-record-field";

const rupees = (paise: number) => formatInr(paise, { currency: true });

/** The user's loans (markFeePaid, closeLoan): number, status and amount. */
export const USER_LOANS: UserRecordSource<LoanItem> = {
  resource: "loans",
  ownerFilter: "borrowerUserId",
  optionLabel: (loan) =>
    `${loan.loanNumber} · ${LOAN_STATUS_LABELS[loan.status]} · ${rupees(loan.loanAmountPaise)}`,
  none: "This user has no loans",
  pick: "Pick the loan",
};

/** The user's invoices the invoice machine still lets be cancelled (cancel): number, amount and status. */
export const USER_CANCELLABLE_INVOICES: UserRecordSource<InvoiceItem> = {
  resource: "invoices",
  ownerFilter: "userId",
  filters: [{ field: "status", operator: "in", value: [...statusesAllowing(INVOICE_MACHINE, "cancel")] }],
  optionLabel: (invoice) =>
    `${invoice.invoiceNumber} · ${rupees(invoice.amountPaise)} · ${INVOICE_STATUS_LABELS[invoice.status]}`,
  none: "This user has no invoice that can still be cancelled",
  pick: "Pick the invoice",
};

/** The user's EMIs the EMI machine lets be scheduled (scheduleEnach), soonest due first. */
export const USER_SCHEDULABLE_EMIS: UserRecordSource<EmiItem> = {
  resource: "emis",
  ownerFilter: "borrowerUserId",
  filters: [{ field: "status", operator: "in", value: [...statusesAllowing(EMI_MACHINE, "schedule")] }],
  sorters: [{ field: "dueDate", order: "asc" }],
  optionLabel: (emi) =>
    `${emi.trancheRef} #${emi.installmentNumber} · due ${formatDate(emi.dueDate)} · ${rupees(emi.outstandingPaise)} · ${EMI_STATUS_LABELS[emi.status]}`,
  none: "This user has no EMI ready to schedule",
  pick: "Pick the EMI",
};

/** The mandates of one of the user's loans (syncMandate): the provider's id, status, amount and UMRN. */
export const LOAN_MANDATES: UserRecordSource<MandateItem> = {
  resource: "mandates",
  ownerFilter: "loanId",
  valueFrom: (mandate) => mandate.providerMandateId,
  optionLabel: (mandate) =>
    `${mandate.providerMandateId} · ${MANDATE_STATUS_LABELS[mandate.status]} · ${rupees(mandate.maxAmountPaise)}${mandate.umrn ? ` · UMRN ${mandate.umrn}` : ""}`,
  none: "This loan has no mandate",
  pick: "Pick the mandate",
};

/** The e-sign requests of one of the user's loans (syncEsign): document, provider's id and status. */
export const LOAN_ESIGN_REQUESTS: UserRecordSource<EsignRequest> = {
  resource: "esign-requests",
  ownerFilter: "loanId",
  valueFrom: (request) => request.digioId,
  optionLabel: (request) =>
    `${DOCUMENT_TYPE_LABELS[request.documentType]} · ${request.digioId} · ${request.status}`,
  none: "This loan has no e-sign request",
  pick: "Pick the e-sign request",
};
