import {
  dayEndRequestSchema,
  dayEndRunSchema,
  dpdExportQuerySchema,
  dpdListQuerySchema,
  dpdListResponseSchema,
  dpdSummaryQuerySchema,
  dpdSummarySchema,
  dayEndBeforeLedger,
  FUTURE_DAY_END,
} from "@domain/api/delinquency";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "@server/audit/audit-log";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { badRequest } from "@server/http/errors";
import { DAY_END_RUNNERS, DPD_READERS } from "./dpd-access";
import { DPD_EXPORT_COLUMNS } from "./dpd-export";
import { dpdBucketSummary, dpdExportBatches, listDpdRows } from "./dpd-list";
import { dayEndRunOf, firstDueDate, runDayEnd } from "./day-end";

const tags = ["account"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

const today = (app: FastifyInstance) => businessDateAt(app.clock());

/**
 * The account service's delinquency: `GET /account/dpd` (the day-end classification of a date, its bucket
 * summary, its CSV) and the day-end run itself, for any date up to today, from the ledger.
 */
export const delinquencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/dpd",
    {
      config: { access: DPD_READERS },
      schema: {
        tags,
        summary:
          "DPD and the SMA/NPA bucket of each borrower or tranche as of a date (its day-end run): filters, sort, page",
        querystring: dpdListQuerySchema,
        response: { 200: dpdListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await listDpdRows(
        app.db,
        tenancyOf(request),
        request.query,
        request.query.asOf ?? today(app),
      );
      return { payload: rows, total };
    },
  );

  app.get(
    "/account/dpd/summary",
    {
      config: { access: DPD_READERS },
      schema: {
        tags,
        summary:
          "Each bucket's count, overdue and principal outstanding as of a date for the filters, and that date's day-end run",
        querystring: dpdSummaryQuerySchema,
        response: { 200: apiSuccessSchema(dpdSummarySchema), ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const asOfDate = query.asOf ?? today(app);
      const [run, buckets] = await Promise.all([
        dayEndRunOf(app.db, asOfDate),
        dpdBucketSummary(app.db, tenancyOf(request), query, asOfDate),
      ]);
      return ok({ asOfDate, level: query.level, run, buckets });
    },
  );

  csvExportRoute(app, {
    listPath: "/account/dpd",
    name: "delinquency",
    access: DPD_READERS,
    querystring: dpdExportQuerySchema,
    tags,
    summary: "Every classified row the delinquency filters select, in the list's sort",
    columns: DPD_EXPORT_COLUMNS,
    batches: (query, request) =>
      dpdExportBatches(app.db, tenancyOf(request), query, query.asOf ?? today(app)),
  });

  app.post(
    "/account/dpd/dayEnd",
    {
      config: { access: DAY_END_RUNNERS },
      schema: {
        tags,
        summary:
          "Run the day-end delinquency classification for a date (today or earlier) from the ledger; a re-run replaces the date",
        body: dayEndRequestSchema,
        response: { 200: apiSuccessSchema(dayEndRunSchema), ...errors },
      },
    },
    async (request) => {
      const { asOfDate } = request.body;
      if (asOfDate > today(app))
        throw badRequest(FUTURE_DAY_END, [{ field: "asOfDate", message: FUTURE_DAY_END }]);
      const firstDue = await firstDueDate(app.db);
      if (firstDue && asOfDate < firstDue) {
        const message = dayEndBeforeLedger(firstDue);
        throw badRequest(message, [{ field: "asOfDate", message }]);
      }
      const actorId = principalOf(request).id;
      const run = await runDayEnd(app.db, { asOfDate, ranBy: actorId, now: app.clock });
      await recordAudit(app.db, {
        actorId,
        action: "delinquency.dayEnd",
        entity: "dpd_day_end_run",
        entityId: asOfDate,
        after: run,
        at: app.clock(),
      });
      return ok(run);
    },
  );
};
