import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  kfsCalculationOf,
  kfsCalculationSchema,
  kfsCalculatorRequestSchema,
} from "@domain/api/kfs-calculator";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "@server/http/envelope";
import { LOAN_STAFF } from "../loan-access";
import { calculateTerms } from "./calculate-terms";

/**
 * `POST /user/kfs/calculate`: the EMI, schedule, net disbursed amount and APR of loan terms, for the KFS
 * form to show as it is edited. Persists nothing; saving a loan recomputes these and never takes the form's.
 */
export const kfsCalculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/kfs/calculate",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags: ["user"],
        summary: "EMI, repayment schedule, net disbursed amount and APR of loan terms (persists nothing)",
        body: kfsCalculatorRequestSchema,
        response: {
          200: apiSuccessSchema(kfsCalculationSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => ok(kfsCalculationOf(calculateTerms(request.body, businessDateAt(app.clock())))),
  );
};
