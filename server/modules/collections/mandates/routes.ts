import { apiErrorSchema } from "@domain/api/envelope";
import {
  MANDATE_NOT_FOUND,
  mandateCancelRequestSchema,
  mandateCreateRequestSchema,
  mandateDetailResponseSchema,
  mandateExportQuerySchema,
  mandateListQuerySchema,
  mandateListResponseSchema,
} from "@domain/api/mandates";
import { mandateSyncSchema } from "@domain/schemas/sync-operations";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { MANDATE_READERS, MANDATE_REGISTRARS, MANDATE_STAFF } from "./mandate-access";
import { cancelMandate } from "./mandate-cancel";
import { mandateDetail } from "./mandate-detail";
import { MANDATE_EXPORT_COLUMNS } from "./mandate-export";
import { listMandates, mandateExportBatches } from "./mandate-list";
import { registerMandate } from "./mandate-register";
import { syncMandate } from "./mandate-sync";

const tags = ["user"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const detailResponse = { 200: mandateDetailResponseSchema, ...errors };
const idParams = z.object({ id: z.guid({ error: MANDATE_NOT_FOUND }) });

/**
 * The user service's mandates (spec section 7, `mandate`): the list and its CSV, one mandate with its
 * timeline, registration for a loan, cancellation and the spec's mandate sync. Rows are scoped by tenancy.
 */
export const mandateRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (request: FastifyRequest, id: string) =>
    ok(await mandateDetail(app, principalOf(request), id));

  app.get(
    "/user/mandates",
    {
      config: { access: MANDATE_READERS },
      schema: {
        tags,
        summary: "Mandates the caller may see: filters, sort (field or -field), page (50 by default)",
        querystring: mandateListQuerySchema,
        response: { 200: mandateListResponseSchema, ...errors },
      },
    },
    async (request) => listMandates(app.db, tenancyOf(request), request.query),
  );

  csvExportRoute(app, {
    listPath: "/user/mandates",
    name: "mandates",
    access: MANDATE_READERS,
    querystring: mandateExportQuerySchema,
    tags,
    summary: "Every mandate the list's filters select, in the list's sort",
    columns: MANDATE_EXPORT_COLUMNS,
    batches: (query, request) => mandateExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/user/mandates/:id",
    {
      config: { access: MANDATE_READERS },
      schema: {
        tags,
        summary: "One mandate: every field, its timeline of provider events, syncs and staff actions",
        params: idParams,
        response: detailResponse,
      },
    },
    async (request) => detail(request, request.params.id),
  );

  app.post(
    "/user/mandates",
    {
      config: { access: MANDATE_REGISTRARS },
      schema: {
        tags,
        summary: "Register an e-NACH or UPI AutoPay mandate for a loan; the borrower then authenticates",
        body: mandateCreateRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => detail(request, await registerMandate(app, principalOf(request), request.body)),
  );

  app.post(
    "/user/mandates/:id/cancel",
    {
      config: { access: MANDATE_STAFF },
      schema: {
        tags,
        summary: "Cancel a mandate at the provider and here (ScheduledPending or Scheduled)",
        params: idParams,
        body: mandateCancelRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      await cancelMandate(app, principalOf(request), request.params.id, request.body);
      return detail(request, request.params.id);
    },
  );

  app.post(
    "/user/mandates/sync",
    {
      config: { access: MANDATE_STAFF },
      schema: {
        tags,
        summary:
          "Mandate sync: check digioEna, UMRN, amount and account against the provider and repair ours",
        body: mandateSyncSchema,
        response: detailResponse,
      },
    },
    async (request) => detail(request, await syncMandate(app, principalOf(request), request.body)),
  );
};
