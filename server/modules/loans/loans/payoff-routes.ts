import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { LOAN_NOT_FOUND } from "@domain/api/loans";
import { payoffQuerySchema, payoffQuoteSchema } from "@domain/api/payoff";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { LOAN_READERS } from "../loan-access";
import { loanPayoffQuote } from "./loan-payoff";

/** The loan page's payoff quote: what closes an active loan on a date (today unless `on` names one). */
export const loanPayoffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/loans/:id/payoff",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags: ["user"],
        summary:
          "What closes an active loan on a date: dues payable that day, principal to come and interest to that day",
        params: z.object({ id: z.guid({ error: LOAN_NOT_FOUND }) }),
        querystring: payoffQuerySchema,
        response: {
          200: apiSuccessSchema(payoffQuoteSchema),
          ...Object.fromEntries([400, 401, 403, 404, 409].map((code) => [code, apiErrorSchema])),
        },
      },
    },
    async (request) =>
      ok(
        await loanPayoffQuote(
          app.db,
          principalOf(request),
          request.params.id,
          request.query.on ?? businessDateAt(app.clock()),
        ),
      ),
  );
};
