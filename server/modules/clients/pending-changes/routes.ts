import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { pendingChangeRejectSchema, pendingChangeSchema } from "@domain/api/pending-changes";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { CLIENT_MANAGERS } from "../client-access";
import { decideChange } from "./decide";

const tags = ["master"];
const idParams = z.object({ id: z.guid({ error: "Pending change not found" }) });
const response = {
  200: apiSuccessSchema(pendingChangeSchema),
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Maker-checker: `POST /master/pending-changes/:id/approve` and `/reject`, by a staff user other than the proposer. */
export const pendingChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    principal: principalOf(request),
  });

  app.post(
    "/master/pending-changes/:id/approve",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary: "Approve a pending change: applies it at the record's version (409 if it moved since)",
        params: idParams,
        response,
      },
    },
    async (request) => ok(await decideChange(contextOf(request), request.params.id, { approve: true })),
  );

  app.post(
    "/master/pending-changes/:id/reject",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary: "Reject a pending change with a reason; the record stays as it is",
        params: idParams,
        body: pendingChangeRejectSchema,
        response,
      },
    },
    async (request) =>
      ok(
        await decideChange(contextOf(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );
};
