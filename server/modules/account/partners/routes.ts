import { counterpartyListQuerySchema, recordRefSchema } from "@domain/api/counterparties";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { partnerItemSchema } from "@domain/api/partners";
import { partnerCreateSchema } from "@domain/schemas/partner-create";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { createPartner, listPartners, updatePartner } from "./service";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const fieldsSchema = partnerCreateSchema;
const itemResponse = { 200: apiSuccessSchema(partnerItemSchema), ...errors };

/** `GET /account/partners`, `POST /account/partners` (create), `POST /account/partners/update`. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    principal: principalOf(request),
  });

  app.get(
    "/account/partners",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The anchor's partners (platform staff: all, or one anchor's)",
        querystring: counterpartyListQuerySchema,
        response: { 200: z.object({ payload: z.array(partnerItemSchema), total: z.number() }), ...errors },
      },
    },
    async (request) => listPartners(app.db, principalOf(request), request.query),
  );

  app.post(
    "/account/partners",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Add a partner (anchor)",
        body: fieldsSchema,
        response: itemResponse,
      },
    },
    async (request) => ok(await createPartner(deps(request), request.body)),
  );

  app.post(
    "/account/partners/update",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Change a partner (anchor), with its version",
        body: recordRefSchema.extend(fieldsSchema.shape),
        response: itemResponse,
      },
    },
    async (request) => ok(await updatePartner(deps(request), request.body)),
  );
};
