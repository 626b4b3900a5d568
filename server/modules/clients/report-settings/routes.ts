import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  REPORT_SETTING_NOT_FOUND,
  reportSettingItemSchema,
  reportSettingListQuerySchema,
  reportSettingListResponseSchema,
  reportSettingUpdateRequestSchema,
} from "@domain/api/report-settings";
import { reportSettingsSchema } from "@domain/schemas/report-settings";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { cachedList } from "../cached-list";
import { CLIENT_MANAGERS } from "../client-access";
import { REPORT_SETTING_EXPORT_COLUMNS } from "./report-setting-export";
import {
  createReportSetting,
  listReportSettings,
  reportSetting,
  reportSettingExportBatches,
  updateReportSetting,
} from "./service";

const tags = ["account"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const item = { 200: apiSuccessSchema(reportSettingItemSchema), ...errors, 409: apiErrorSchema };
const idParams = z.object({ id: z.guid({ error: REPORT_SETTING_NOT_FOUND }) });

/**
 * Report settings of the e-mailed reports (`/account/admin/report-settings` and its CSV,
 * `/account/admin/report-settings/export`): platform staff only.
 */
export const reportSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    principal: principalOf(request),
  });

  app.get(
    "/account/admin/report-settings",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary: "Report settings: who gets the DAILY and MONTHLY reports, paged and searched by e-mail",
        querystring: reportSettingListQuerySchema,
        response: { 200: reportSettingListResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      cachedList(app, request, reply, tenancyOf(request), {
        name: "report-settings",
        tables: [],
        references: ["report_settings"],
        read: () => listReportSettings(app.db, request.query),
      }),
  );

  csvExportRoute(app, {
    listPath: "/account/admin/report-settings",
    name: "report-settings",
    access: CLIENT_MANAGERS,
    querystring: reportSettingListQuerySchema.omit({ page: true, pageSize: true }),
    tags,
    summary: "Every report setting the list's search selects, in its sort",
    columns: REPORT_SETTING_EXPORT_COLUMNS,
    batches: (query) => reportSettingExportBatches(app.db, query),
  });

  app.get(
    "/account/admin/report-settings/:id",
    {
      config: { access: CLIENT_MANAGERS },
      schema: { tags, summary: "One report setting", params: idParams, response: item },
    },
    async (request) => ok(await reportSetting(app.db, request.params.id)),
  );

  app.post(
    "/account/admin/report-settings",
    {
      config: { access: CLIENT_MANAGERS },
      schema: { tags, summary: "Add a report setting", body: reportSettingsSchema, response: item },
    },
    async (request) => ok(await createReportSetting(contextOf(request), request.body)),
  );

  app.put(
    "/account/admin/report-settings/:id",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary: "Change a report setting at its version (409 if stale)",
        params: idParams,
        body: reportSettingUpdateRequestSchema,
        response: item,
      },
    },
    async (request) => ok(await updateReportSetting(contextOf(request), request.params.id, request.body)),
  );
};
