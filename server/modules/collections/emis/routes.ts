import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { pendingOperationSchema } from "@domain/api/pending-operations";
import {
  EMI_MANUAL_ACTIONS,
  EMI_NOT_FOUND,
  emiActionRequestSchema,
  emiCancelRequestSchema,
  emiWaiverRequestSchema,
  emiDetailSchema,
  emiExportQuerySchema,
  emiListQuerySchema,
  emiListResponseSchema,
  emiRescheduleRequestSchema,
  emiScheduleRequestSchema,
} from "@domain/api/emis";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { moneyContextOf } from "../pending-operations/operation-context";
import { proposeOperation } from "../pending-operations/propose-operation";
import { EMI_COLLECTORS, EMI_READERS } from "./emi-access";
import { actOnEmi, rescheduleEmi, scheduleEmi } from "./emi-actions";
import { emiContextOf } from "./emi-context";
import { emiDetail } from "./emi-detail";
import { EMI_EXPORT_COLUMNS } from "./emi-export";
import { emiExportBatches, listEmis } from "./emi-list";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const detailResponse = { 200: apiSuccessSchema(emiDetailSchema), ...errors };
const idParams = z.object({ id: z.guid({ error: EMI_NOT_FOUND }) });
const actionParams = idParams.extend({
  action: z.enum(EMI_MANUAL_ACTIONS, { error: `Action must be one of ${EMI_MANUAL_ACTIONS.join(", ")}` }),
});

/**
 * The account service's EMIs: the dues of every loan and invoice tranche (list, CSV, one EMI), and the
 * collections staff's moves through the EMI machine: the spec's e-NACH schedule and reschedule
 * (`collect/payment/*`), presentation, bounce with its return code, failure, pause, resume, and the
 * cancellation a second staff user approves.
 */
export const emiRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => businessDateAt(app.clock());
  const detail = async (request: FastifyRequest, id: string) =>
    ok(await emiDetail(app.db, principalOf(request), id, today()));

  app.get(
    "/account/emis",
    {
      config: { access: EMI_READERS },
      schema: {
        tags,
        summary:
          "EMIs the caller may see: status, bounce list, schedule status, due dates, lender, anchor, programme, search; 50 a page",
        querystring: emiListQuerySchema,
        response: { 200: emiListResponseSchema, ...errors },
      },
    },
    async (request) => listEmis(app.db, tenancyOf(request), request.query, today()),
  );

  csvExportRoute(app, {
    listPath: "/account/emis",
    name: "emis",
    access: EMI_READERS,
    querystring: emiExportQuerySchema,
    tags,
    summary: "Every EMI the list's filters select, in the list's sort",
    columns: EMI_EXPORT_COLUMNS,
    batches: (query, request) => emiExportBatches(app.db, tenancyOf(request), query, today()),
  });

  app.get(
    "/account/emis/:id",
    {
      config: { access: EMI_READERS },
      schema: {
        tags,
        summary:
          "One EMI: amounts due and paid, presentation, return code, charges, allocations, timeline, actions",
        params: idParams,
        response: detailResponse,
      },
    },
    async (request) => detail(request, request.params.id),
  );

  app.post(
    "/account/emis/:id/actions/:action",
    {
      config: { access: EMI_COLLECTORS },
      schema: {
        tags,
        summary:
          "Take an action of the EMI machine at the EMI's version (bounce needs a NACH return code); 409 names the status",
        params: actionParams,
        body: emiActionRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const { id, action } = request.params;
      await actOnEmi(emiContextOf(app, request), id, action, request.body);
      return detail(request, id);
    },
  );

  app.post(
    "/account/emis/:id/cancel",
    {
      config: { access: EMI_COLLECTORS },
      schema: {
        tags,
        summary:
          "Cancel an EMI at its version, with a reason: proposed for another staff user's approval, which removes what it still owes by ledger lines",
        params: idParams,
        body: emiCancelRequestSchema,
        response: { 200: apiSuccessSchema(pendingOperationSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await proposeOperation(moneyContextOf(app, request), "EMI_CANCEL", {
          ...request.body,
          emiId: request.params.id,
        }),
      ),
  );

  app.post(
    "/account/emis/:id/waive",
    {
      config: { access: EMI_COLLECTORS },
      schema: {
        tags,
        summary:
          "Waive part or all of what an EMI owes of one component (penal, interest or principal, in paise) at its version, with a reason: proposed for another staff user's approval, which leaves a ledger line",
        params: idParams,
        body: emiWaiverRequestSchema,
        response: { 200: apiSuccessSchema(pendingOperationSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await proposeOperation(moneyContextOf(app, request), "EMI_WAIVER", {
          ...request.body,
          emiId: request.params.id,
        }),
      ),
  );

  app.post(
    "/account/collect/payment/schedule",
    {
      config: { access: EMI_COLLECTORS },
      schema: {
        tags,
        summary:
          "The e-NACH schedule: the EMI named by enachInvoiceId goes into the presentation file for enachDate",
        body: emiScheduleRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => detail(request, await scheduleEmi(emiContextOf(app, request), request.body)),
  );

  app.post(
    "/account/collect/payment/reschedule",
    {
      config: { access: EMI_COLLECTORS },
      schema: {
        tags,
        summary:
          "Present a bounced (retryable return code) or failed EMI again on reschedule_date; DPD keeps its due date",
        body: emiRescheduleRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      await rescheduleEmi(emiContextOf(app, request), request.body);
      return detail(request, request.body.emiId);
    },
  );
};
