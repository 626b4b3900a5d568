import { PLATFORM_STAFF } from "@domain/access/staff-rules";
import {
  utilityHistoryExportQuerySchema,
  utilityHistoryQuerySchema,
  utilityHistoryResponseSchema,
  utilityPreviewSchema,
  utilityRequestSchema,
  utilityRunSchema,
} from "@domain/api/admin-utility";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { previewUtility, runUtility } from "./run-utility";
import { listUtilityRuns, utilityRunExportBatches } from "./utility-history";
import { UTILITY_HISTORY_EXPORT_COLUMNS } from "./utility-history-export";

const tags = ["user"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * `/admin/utility`: the nine admin operations on one merchant user, previewed, then run through the resource
 * screens' commands (money ones proposed for a second staff user), and their history. Platform staff reach
 * these routes; each operation's own rule (`UTILITY_RULES`) is checked per request.
 */
export const adminUtilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/admin/utility/preview",
    {
      config: { access: PLATFORM_STAFF },
      schema: {
        tags,
        summary: "What an admin operation would change (records and amounts); nothing changes",
        body: utilityRequestSchema,
        response: { 200: apiSuccessSchema(utilityPreviewSchema), ...errors },
      },
    },
    async (request) => ok(await previewUtility(app, principalOf(request), request.body)),
  );

  app.post(
    "/user/admin/utility/run",
    {
      config: { access: PLATFORM_STAFF },
      schema: {
        tags,
        summary:
          "Run an admin operation: at once, or proposed for approval when it moves money or closes a loan",
        body: utilityRequestSchema,
        response: { 200: apiSuccessSchema(utilityRunSchema), ...errors },
      },
    },
    async (request) => ok(await runUtility(app, principalOf(request), request.body)),
  );

  app.get(
    "/user/admin/utility/history",
    {
      config: { access: PLATFORM_STAFF },
      schema: {
        tags,
        summary: "Admin operations run, newest first: who, what, on whom, when, outcome and who approved",
        querystring: utilityHistoryQuerySchema,
        response: { 200: utilityHistoryResponseSchema, ...errors },
      },
    },
    async (request) => listUtilityRuns(app.db, request.query),
  );

  csvExportRoute(app, {
    listPath: "/user/admin/utility/history",
    name: "admin-utility-history",
    access: PLATFORM_STAFF,
    querystring: utilityHistoryExportQuerySchema,
    tags,
    summary: "Every admin operation run the history's filters select, newest first",
    columns: UTILITY_HISTORY_EXPORT_COLUMNS,
    batches: (query) => utilityRunExportBatches(app.db, query),
  });
};
