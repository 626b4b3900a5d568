import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  leadCountQuerySchema,
  leadCountSchema,
  leadExportQuerySchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadProfileSchema,
  leadStageBodySchema,
} from "@domain/api/leads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { LEAD_MANAGERS, LEAD_READERS } from "./lead-access";
import { LEAD_EXPORT_COLUMNS } from "./lead-export";
import { countLeads, leadExportBatches, listLeads } from "./lead-queries";
import { getLeadProfile, moveLeadStage } from "./lead-service";

const tags = ["lead"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const idParams = z.object({ id: z.guid("Lead id must be a UUID") });

/**
 * The lead service: `GET /lead/all` (and its CSV, `GET /lead/all/export`), `GET /lead/count`,
 * `GET /lead/userProfile/:id` (platform staff all leads, NBFC users their lender's programmes', anchors those
 * they referred) and `POST /lead/stage` (platform staff).
 */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/lead/all",
    {
      config: { access: LEAD_READERS },
      schema: {
        tags,
        summary: "Leads, paged, filtered by stage, source, anchor, search and created dates, sorted",
        querystring: leadListQuerySchema,
        response: { 200: leadListResponseSchema, ...errors },
      },
    },
    async (request) => listLeads(app.db, tenancyOf(request), request.query),
  );

  csvExportRoute(app, {
    listPath: "/lead/all",
    name: "leads",
    access: LEAD_READERS,
    querystring: leadExportQuerySchema,
    tags,
    summary: "Every lead the list's filters select, in its sort",
    columns: LEAD_EXPORT_COLUMNS,
    batches: (query, request) => leadExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/lead/count",
    {
      config: { access: LEAD_READERS },
      schema: {
        tags,
        summary: "How many leads are at each stage, for the list's filters (the stage itself aside)",
        querystring: leadCountQuerySchema,
        response: { 200: apiSuccessSchema(leadCountSchema), ...errors },
      },
    },
    async (request) => ok(await countLeads(app.db, tenancyOf(request), request.query)),
  );

  app.get(
    "/lead/userProfile/:id",
    {
      config: { access: LEAD_READERS },
      schema: {
        tags,
        summary: "A lead's profile: contact, business, referring anchor, signed-up merchant, stage history",
        params: idParams,
        response: { 200: apiSuccessSchema(leadProfileSchema), ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => ok(await getLeadProfile(app.db, principalOf(request), request.params.id)),
  );

  app.post(
    "/lead/stage",
    {
      config: { access: LEAD_MANAGERS },
      schema: {
        tags,
        summary:
          "Move a lead by one action of its state machine, with the version read (409 if stale or illegal)",
        body: leadStageBodySchema,
        response: {
          200: apiSuccessSchema(leadProfileSchema),
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      ok(
        await moveLeadStage({ db: app.db, now: app.clock(), principal: principalOf(request) }, request.body),
      ),
  );
};
