import { counterpartyListQuerySchema, recordRefSchema } from "@domain/api/counterparties";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { supplierItemSchema } from "@domain/api/suppliers";
import { supplierCreateSchema } from "@domain/schemas/supplier-create";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { createSupplier, listSuppliers, updateSupplier } from "./service";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/** The form without the two bank-check fields: the server fills them, whatever the client sends. */
const fieldsSchema = supplierCreateSchema.omit({ accountHolderName: true, bankName: true });
const itemResponse = { 200: apiSuccessSchema(supplierItemSchema), ...errors };

/** `GET /account/suppliers`, `POST /account/suppliers` (create), `POST /account/suppliers/update`. */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    kyc: app.kyc,
    now: app.clock(),
    principal: principalOf(request),
  });

  app.get(
    "/account/suppliers",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The anchor's suppliers (platform staff: all, or one anchor's)",
        querystring: counterpartyListQuerySchema,
        response: { 200: z.object({ payload: z.array(supplierItemSchema), total: z.number() }), ...errors },
      },
    },
    async (request) => listSuppliers(app.db, principalOf(request), request.query),
  );

  app.post(
    "/account/suppliers",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Add a supplier (anchor); account holder and bank name come from the bank check",
        body: fieldsSchema,
        response: itemResponse,
      },
    },
    async (request) => ok(await createSupplier(deps(request), request.body)),
  );

  app.post(
    "/account/suppliers/update",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Change a supplier (anchor), with its version",
        body: recordRefSchema.extend(fieldsSchema.shape),
        response: itemResponse,
      },
    },
    async (request) => ok(await updateSupplier(deps(request), request.body)),
  );
};
