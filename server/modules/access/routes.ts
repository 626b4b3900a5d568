import { accessListSchema } from "@domain/api/access";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { accessEntries } from "./service";

const headersSchema = z.object({
  userid: z
    .string()
    .optional()
    .describe("A merchant's id: platform staff (ADMIN, SUPER_ADMIN, OPS) see that merchant's menu"),
});

/** `GET /api/auth/check-access`: the server-driven menu. */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/auth/check-access",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["access"],
        summary: "The access entries (menu) of the caller, or of the merchant named in the userId header",
        headers: headersSchema,
        response: { 200: apiSuccessSchema(accessListSchema), 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ok(await accessEntries(app.db, principalOf(request), request.headers.userid)),
  );
};
