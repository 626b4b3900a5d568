import { counterpartyListQuerySchema, recordRefSchema } from "@domain/api/counterparties";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { retailerItemSchema } from "@domain/api/retailers";
import { retailerAddSchema } from "@domain/schemas/retailer-add";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { createRetailer, listRetailers, updateRetailer } from "./service";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const fieldsSchema = retailerAddSchema;
const itemResponse = { 200: apiSuccessSchema(retailerItemSchema), ...errors };

/** `GET /account/retailers`, `POST /account/retailers` (create), `POST /account/retailers/update`. */
export const retailerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    principal: principalOf(request),
  });

  app.get(
    "/account/retailers",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The merchant's retailers (platform staff: all, or one anchor's)",
        querystring: counterpartyListQuerySchema,
        response: { 200: z.object({ payload: z.array(retailerItemSchema), total: z.number() }), ...errors },
      },
    },
    async (request) => listRetailers(app.db, principalOf(request), request.query),
  );

  app.post(
    "/account/retailers",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Add a retailer (merchant)",
        body: fieldsSchema,
        response: itemResponse,
      },
    },
    async (request) => ok(await createRetailer(deps(request), request.body)),
  );

  app.post(
    "/account/retailers/update",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Change a retailer (merchant), with its version",
        body: recordRefSchema.extend(fieldsSchema.shape),
        response: itemResponse,
      },
    },
    async (request) => ok(await updateRetailer(deps(request), request.body)),
  );
};
