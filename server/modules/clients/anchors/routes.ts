import {
  ANCHOR_NOT_FOUND,
  anchorCreateRequestSchema,
  anchorDetailSchema,
  anchorListQuerySchema,
  anchorListResponseSchema,
  anchorOptionSchema,
  anchorSearchQuerySchema,
} from "@domain/api/anchors";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { cachedList } from "../cached-list";
import { ANCHOR_READERS, CLIENT_MANAGERS } from "../client-access";
import { ANCHOR_EXPORT_COLUMNS } from "./anchor-export";
import { anchorExportBatches, listAnchors, searchAnchors } from "./queries";
import { anchorDetail, createAnchor } from "./service";

const tags = ["user"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.guid({ error: ANCHOR_NOT_FOUND }) });

/**
 * The user service's anchors (`/user/admin/anchors` and its CSV, `/user/admin/anchors/export`;
 * `/user/admin/search`): platform staff, and an anchor itself.
 */
export const anchorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/admin/anchors",
    {
      config: { access: ANCHOR_READERS },
      schema: {
        tags,
        summary:
          "Anchors with programme count, limits (paise), lending type and status: paged, sorted, searched",
        querystring: anchorListQuerySchema,
        response: { 200: anchorListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = tenancyOf(request);
      return cachedList(app, request, reply, scope, {
        name: "anchors",
        tables: ["anchor_settings", "programmes", "invoices"],
        references: ["anchors"],
        read: () => listAnchors(app.db, scope, request.query),
      });
    },
  );

  csvExportRoute(app, {
    listPath: "/user/admin/anchors",
    name: "anchors",
    access: ANCHOR_READERS,
    querystring: anchorListQuerySchema.omit({ page: true, pageSize: true }),
    tags,
    summary: "Every anchor the list's search and filters select, in its sort",
    columns: ANCHOR_EXPORT_COLUMNS,
    batches: (query, request) => anchorExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/user/admin/anchors/:id",
    {
      config: { access: ANCHOR_READERS },
      schema: {
        tags,
        summary: "One anchor with its programmes",
        params: idParams,
        response: { 200: apiSuccessSchema(anchorDetailSchema), ...errors },
      },
    },
    async (request) => ok(await anchorDetail(app.db, principalOf(request), request.params.id)),
  );

  app.post(
    "/user/admin/anchors",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary: "Create an anchor by name and GSTIN (409 if the GSTIN is known)",
        body: anchorCreateRequestSchema,
        response: { 200: apiSuccessSchema(anchorDetailSchema), ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      ok(await createAnchor({ db: app.db, now: app.clock(), principal: principalOf(request) }, request.body)),
  );

  app.get(
    "/user/admin/search",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary:
          "The anchor async select: up to 20 anchors by name, labelled by name (and GSTIN where names repeat)",
        querystring: anchorSearchQuerySchema,
        response: { 200: apiSuccessSchema(z.array(anchorOptionSchema)), ...errors },
      },
    },
    async (request) => ok(await searchAnchors(app.db, request.query.query)),
  );
};
