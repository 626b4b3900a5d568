import { apiSuccessSchema } from "@domain/api/envelope";
import { lenderOptionSchema } from "@domain/api/lenders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { tenancyOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { listLenders } from "./queries";

/** `GET /user/lender/all`: the lender dropdown's options, within the caller's tenancy. */
export const lenderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/lender/all",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["user"],
        summary: "Lenders the caller may see, by name",
        response: { 200: apiSuccessSchema(z.array(lenderOptionSchema)) },
      },
    },
    async (request) => ok(await listLenders(app.db, tenancyOf(request))),
  );
};
