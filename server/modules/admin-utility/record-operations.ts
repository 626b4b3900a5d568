import { and, eq } from "drizzle-orm";
import { EMI_NOT_FOUND, emiScheduleRequestSchema } from "@domain/api/emis";
import { ESIGN_REQUEST_NOT_FOUND, esignSyncRequestSchema } from "@domain/api/esign";
import { invoiceCancelBodySchema } from "@domain/api/invoices";
import { MANDATE_NOT_FOUND } from "@domain/api/mandates";
import { formatDate } from "@domain/dates/display-date";
import { EMI_STATUS_LABELS, type EmiStatus } from "@domain/enums/statuses";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import { mandateSyncSchema } from "@domain/schemas/sync-operations";
import { scopeOf } from "@server/auth/tenancy";
import { emis } from "@server/db/schema/collections";
import { invoices } from "@server/db/schema/invoices";
import { esignRequests, loans } from "@server/db/schema/loans";
import { mandates } from "@server/db/schema/mandates";
import { conflict, notFound } from "@server/http/errors";
import { cancelInvoice } from "@server/modules/account/invoices/invoice-actions";
import { invoiceOwner } from "@server/modules/account/invoices/invoice-filters";
import { scheduleEmi } from "@server/modules/collections/emis/emi-actions";
import { syncMandate } from "@server/modules/collections/mandates/mandate-sync";
import { syncEsign } from "@server/modules/loans/esign/esign-sync";
import type { z } from "zod";
import { recordPreview, type UtilityContext, type UtilityOperation } from "./utility-operation";

const rupees = (paise: number) => formatInr(paise, { currency: true });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CancelValues = z.output<typeof invoiceCancelBodySchema>;

async function invoiceOf(context: UtilityContext, id: string) {
  const [invoice] = await context.app.db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw notFound("Invoice not found");
  return invoice;
}

/** cancel: `POST /account/invoice/cancel` on the selected user's invoice (a retailer's merchant, or its maker). */
export const cancelOperation: UtilityOperation<CancelValues> = {
  schema: invoiceCancelBodySchema,
  owner: {
    field: "cancelInvoiceId",
    label: "Invoice",
    ownerOf: async (db, input) => {
      const [row] = await db
        .select({ owner: invoiceOwner })
        .from(invoices)
        .where(eq(invoices.id, input.cancelInvoiceId));
      return row ? row.owner : undefined;
    },
  },
  preview: async (context, input) => {
    const invoice = await invoiceOf(context, input.cancelInvoiceId);
    return recordPreview(
      `Cancel invoice ${invoice.invoiceNumber} (${invoice.status}) of ${rupees(invoice.amountPaise)}`,
      {
        label: `${invoice.status} → Cancelled`,
        reference: invoice.invoiceNumber,
        amountPaise: invoice.amountPaise,
      },
      invoice.counterpartyName,
    );
  },
  run: async (context, input) => {
    await cancelInvoice(
      {
        db: context.app.db,
        documents: context.app.documents,
        now: context.now,
        principal: context.principal,
      },
      input,
    );
  },
};

type ScheduleValues = z.output<typeof emiScheduleRequestSchema>;

/** scheduleEnach: the e-NACH schedule form (`POST /account/collect/payment/schedule`) on one of the user's EMIs. */
export const scheduleEnachOperation: UtilityOperation<ScheduleValues> = {
  schema: emiScheduleRequestSchema,
  owner: {
    field: "enachInvoiceId",
    label: "EMI",
    ownerOf: async (db, input) => {
      if (!UUID.test(input.enachInvoiceId)) return undefined;
      const [emi] = await db
        .select({ owner: emis.borrowerUserId })
        .from(emis)
        .where(eq(emis.id, input.enachInvoiceId));
      return emi ? emi.owner : undefined;
    },
  },
  preview: async (context, input) => {
    const [emi] = UUID.test(input.enachInvoiceId)
      ? await context.app.db.select().from(emis).where(eq(emis.id, input.enachInvoiceId))
      : [];
    if (!emi) throw notFound(EMI_NOT_FOUND);
    const amountPaise = parseRupees(input.enachAmount);
    return {
      ...recordPreview(
        `e-NACH debit of ${rupees(amountPaise)} on ${formatDate(input.enachDate)} for EMI ${emi.installmentNumber} of ${emi.trancheRef} (${EMI_STATUS_LABELS[emi.status as EmiStatus]} → ${EMI_STATUS_LABELS.SCHEDULED})`,
        { label: "e-NACH debit", reference: `${emi.trancheRef} #${emi.installmentNumber}`, amountPaise },
        emi.borrowerName,
      ),
      totalPaise: amountPaise,
    };
  },
  run: async (context, input) => {
    await scheduleEmi({ db: context.app.db, now: context.now, principal: context.principal }, input);
  },
};

type MandateSyncValues = z.output<typeof mandateSyncSchema>;

/** A mandate kept by another provider (the demo seed's, say) cannot be asked for its status by this one. */
export const notWithProvider = (id: string, provider: string, ours: string) =>
  `${id} was registered with ${provider}, not with ${ours}: its status cannot be fetched`;
const mandateIdOf = (input: MandateSyncValues) => input.digioEna.toUpperCase();

/** syncMandate: the mandate sync form (`POST /user/mandates/sync`) on one of the user's mandates. */
export const syncMandateOperation: UtilityOperation<MandateSyncValues> = {
  schema: mandateSyncSchema,
  owner: {
    field: "digioEna",
    label: "Digio Mandate Id",
    ownerOf: async (db, input) => {
      const [row] = await db
        .select({ owner: mandates.borrowerUserId })
        .from(mandates)
        .where(eq(mandates.providerMandateId, mandateIdOf(input)));
      return row ? row.owner : undefined;
    },
  },
  preview: async (context, input) => {
    const [mandate] = await context.app.db
      .select()
      .from(mandates)
      .where(eq(mandates.providerMandateId, mandateIdOf(input)));
    if (!mandate) throw notFound(MANDATE_NOT_FOUND);
    if (mandate.provider !== context.app.mandates.name)
      throw conflict(notWithProvider(mandate.providerMandateId, mandate.provider, context.app.mandates.name));
    return recordPreview(
      `Mandate ${mandate.providerMandateId} of ${mandate.loanNumber} (${mandate.status}, ${rupees(mandate.maxAmountPaise)}) checked against the provider and repaired to match`,
      {
        label: `Mandate (${mandate.status})`,
        reference: mandate.providerMandateId,
        amountPaise: mandate.maxAmountPaise,
      },
      mandate.borrowerName,
    );
  },
  run: async (context, input) => {
    await syncMandate(context.app, context.principal, input);
  },
};

type EsignSyncValues = z.output<typeof esignSyncRequestSchema>;

async function esignRequestOf(context: UtilityContext, input: EsignSyncValues) {
  const [row] = await context.app.db
    .select({
      request: esignRequests,
      loanNumber: loans.loanNumber,
      owner: loans.borrowerUserId,
      borrowerName: loans.borrowerName,
    })
    .from(esignRequests)
    .innerJoin(loans, eq(loans.id, esignRequests.loanId))
    .where(
      and(
        eq(esignRequests.provider, context.app.esign.name),
        eq(esignRequests.providerDocumentId, input.digioId),
      ),
    );
  return row;
}

/** syncEsign: the e-sign sync form (`POST /user/esign/sync`) on a request of one of the user's loans. */
export const syncEsignOperation: UtilityOperation<EsignSyncValues> = {
  schema: esignSyncRequestSchema,
  owner: {
    field: "digioId",
    label: "Digio Document Id",
    ownerOf: async (db, input) => {
      const [row] = await db
        .select({ owner: loans.borrowerUserId })
        .from(esignRequests)
        .innerJoin(loans, eq(loans.id, esignRequests.loanId))
        .where(eq(esignRequests.providerDocumentId, input.digioId));
      return row ? row.owner : undefined;
    },
  },
  preview: async (context, input) => {
    const found = await esignRequestOf(context, input);
    if (!found) throw notFound(ESIGN_REQUEST_NOT_FOUND);
    return recordPreview(
      `${found.request.documentType} e-sign ${input.digioId} of ${found.loanNumber} (${found.request.status}) takes the provider's status`,
      { label: `${found.request.documentType} (${found.request.status})`, reference: found.loanNumber },
      found.borrowerName,
    );
  },
  run: async (context, input) => {
    await syncEsign(context.app, scopeOf(context.principal), input);
  },
};
