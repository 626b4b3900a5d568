import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  PENDING_OPERATION_NOT_FOUND,
  pendingOperationListQuerySchema,
  pendingOperationListResponseSchema,
  pendingOperationRejectSchema,
  pendingOperationSchema,
} from "@domain/api/pending-operations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { MONEY_STAFF } from "../receipts/receipt-access";
import { decideOperation } from "./decide-operation";
import { moneyContextOf } from "./operation-context";
import { listOperations, readOperation } from "./operation-reads";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const response = { 200: apiSuccessSchema(pendingOperationSchema), ...errors };
const idParams = z.object({ id: z.guid({ error: PENDING_OPERATION_NOT_FOUND }) });

/**
 * Maker-checker for money: the money commands waiting for approval, and their approval (the command runs) or
 * rejection, by money staff other than the proposer.
 */
export const pendingOperationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/pending-operations",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "Money operations by state (PENDING by default), newest first, each with the preview its proposer saw",
        querystring: pendingOperationListQuerySchema,
        response: { 200: pendingOperationListResponseSchema, ...errors },
      },
    },
    async (request) => listOperations(app.db, principalOf(request), request.query.state),
  );

  app.get(
    "/account/pending-operations/:id",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "One money operation: input, preview, decision and results",
        params: idParams,
        response,
      },
    },
    async (request) => ok(await readOperation(app.db, principalOf(request), request.params.id)),
  );

  app.post(
    "/account/pending-operations/:id/approve",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "Approve a money operation: it runs now; never by its proposer (403), once only (409)",
        params: idParams,
        response,
      },
    },
    async (request) =>
      ok(await decideOperation(moneyContextOf(app, request), request.params.id, { approve: true })),
  );

  app.post(
    "/account/pending-operations/:id/reject",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "Reject a money operation with a reason; nothing moves",
        params: idParams,
        body: pendingOperationRejectSchema,
        response,
      },
    },
    async (request) =>
      ok(
        await decideOperation(moneyContextOf(app, request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );
};
