import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  invoiceActionBodySchema,
  invoiceCancelBodySchema,
  invoiceDetailSchema,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceListRowsResponseSchema,
  invoiceRejectBodySchema,
  invoiceTermsSchema,
  invoiceUtrBodySchema,
} from "@domain/api/invoices";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { businessDateAt } from "@domain/dates/business-date";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { readDependencies } from "@server/db/data-version";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { sendAnswer } from "@server/http/send-answer";
import {
  approveInvoice,
  cancelInvoice,
  enterUtr,
  rejectInvoice,
  settleInvoice,
  verifyInvoice,
} from "./invoice-actions";
import type { InvoiceContext } from "./invoice-context";
import { invoiceDetail, invoiceDocument } from "./invoice-detail";
import { createInvoice, updateInvoice } from "./invoice-entry";
import { INVOICE_EXPORT_COLUMNS, invoiceExportBatches } from "./invoice-export";
import { INVOICE_REFERENCES, INVOICE_TABLES, invoiceListJson, listInvoices } from "./invoice-list";
import { invoiceTerms } from "./invoice-terms-service";
import { readInvoiceMultipart } from "./invoice-upload";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const detailResponse = { 200: apiSuccessSchema(invoiceDetailSchema), ...errors };
const idParams = z.object({ id: z.guid({ error: "Invoice not found" }) });

/**
 * The invoice endpoints of the account service. Every route is open to signed-in users; who may do what is
 * decided per command (`invoice-permissions.ts`) and which rows they see by the tenancy scope.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest): InvoiceContext => ({
    db: app.db,
    documents: app.documents,
    now: app.clock(),
    principal: principalOf(request),
  });
  const detail = async (request: FastifyRequest, id: string) =>
    ok(await invoiceDetail(app.db, principalOf(request), id, businessDateAt(app.clock())));

  app.get(
    "/account/invoices",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Invoices the caller may see: filters, sort (field or -field), page or keyset cursor",
        querystring: invoiceListQuerySchema,
        response: { 200: z.union([invoiceListResponseSchema, invoiceListRowsResponseSchema]), ...errors },
      },
    },
    // Served from the read cache: a repeated page is not read again until the caller's tenant's invoices change.
    async (request, reply) => {
      const scope = tenancyOf(request);
      const answer = await app.readCache(
        `invoices ${JSON.stringify([scope, request.query])}`,
        readDependencies(scope, INVOICE_TABLES, INVOICE_REFERENCES),
        async () => invoiceListJson(await listInvoices(app.db, scope, request.query), request.query),
      );
      return sendAnswer(request, reply, answer);
    },
  );

  csvExportRoute(app, {
    listPath: "/account/invoices",
    name: "invoices",
    access: SIGNED_IN,
    querystring: invoiceExportQuerySchema,
    tags,
    summary: "Every invoice the list's filters select, in the list's sort",
    columns: INVOICE_EXPORT_COLUMNS,
    batches: (query, request) => invoiceExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/account/invoices/:id",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "One invoice with its status timeline and allowed actions",
        params: idParams,
        response: detailResponse,
      },
    },
    async (request) => detail(request, request.params.id),
  );

  app.get(
    "/account/invoices/:id/document",
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: "The invoice's uploaded document (PDF, JPEG or PNG)", params: idParams },
    },
    async (request, reply) => {
      const document = await invoiceDocument(app.db, app.documents, principalOf(request), request.params.id);
      const filename = document.filename.replace(/[^\w.-]+/g, "_");
      return reply
        .type(document.mime)
        .header("content-disposition", `inline; filename="${filename}"`)
        .header("x-content-type-options", "nosniff")
        .send(document.bytes);
    },
  );

  app.get(
    "/account/invoice/terms",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The anchor's programme terms for the repayment forms: interest rate, limit, outstanding, date bounds",
        response: { 200: apiSuccessSchema(invoiceTermsSchema), ...errors },
      },
    },
    async (request) => ok(await invoiceTerms(contextOf(request))),
  );

  const multipartSummary =
    "multipart/form-data: `type` (SUPPLIER_INVOICE or PARTNER_INVOICE), the repayment form's fields and the document " +
    "(Upload_Invoice or Upload_Invoice_partner; PDF, JPEG or PNG by content, at most 10 MB)";

  app.post(
    "/account/invoice/create",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: `Enter an invoice. ${multipartSummary}`,
        response: {
          200: apiSuccessSchema(invoiceDetailSchema),
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const form = await readInvoiceMultipart(request, app.config.uploadLimitBytes);
      return detail(request, await createInvoice(contextOf(request), form));
    },
  );

  app.post(
    "/account/invoice/update",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: `Correct an invoice before verification; add \`id\` and \`version\`. ${multipartSummary}`,
        response: {
          200: apiSuccessSchema(invoiceDetailSchema),
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const form = await readInvoiceMultipart(request, app.config.uploadLimitBytes);
      return detail(request, await updateInvoice(contextOf(request), form));
    },
  );

  const action = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    run: (c: InvoiceContext, b: z.output<S>) => Promise<string>,
  ) =>
    app.post(
      path,
      { config: { access: SIGNED_IN }, schema: { tags, summary, body, response: detailResponse } },
      async (request) => detail(request, await run(contextOf(request), request.body as z.output<S>)),
    );

  action(
    "/account/invoice/cancel",
    "Cancel an invoice before it is Paid",
    invoiceCancelBodySchema,
    cancelInvoice,
  );
  action(
    "/account/invoice/settle",
    "Settle a Paid invoice (anchor): Completed",
    invoiceActionBodySchema,
    settleInvoice,
  );
  action(
    "/account/invoice/verify",
    "Verify an Initiated invoice (operations)",
    invoiceActionBodySchema,
    verifyInvoice,
  );
  action(
    "/account/invoice/approve",
    "Approve a Verified invoice (payment user, not the verifier); over the programme limit it is rejected with 'Credit limit exceeded' (409)",
    invoiceActionBodySchema,
    approveInvoice,
  );
  action(
    "/account/invoice/reject",
    "Reject with a reason and free text",
    invoiceRejectBodySchema,
    rejectInvoice,
  );
  action(
    "/account/invoice/utr",
    "Enter the disbursement UTR of an Approved invoice: Paid",
    invoiceUtrBodySchema,
    enterUtr,
  );
};
