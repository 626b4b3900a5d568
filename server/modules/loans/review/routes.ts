import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  borrowerSummaryQuerySchema,
  borrowerSummarySchema,
  loanEligibilityQuerySchema,
  loanEligibilitySchema,
} from "@domain/api/loan-eligibility";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tenancyOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { LOAN_READERS } from "../loan-access";
import { borrowerSummary } from "./borrower-summary";
import { loanEligibility } from "./eligibility";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** What an NBFC reviewer weighs: a loan's fit with its programme's limit, and the borrower's loans. */
export const loanReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/eligibility",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags: ["user"],
        summary:
          "Whether a loan (loanId, or programmeId + amount in paise + borrowerUserId) fits its programme's limit, with the borrower's exposure",
        querystring: loanEligibilityQuerySchema,
        response: { 200: apiSuccessSchema(loanEligibilitySchema), ...errors },
      },
    },
    async (request) => ok(await loanEligibility(app.db, tenancyOf(request), request.query)),
  );

  app.get(
    "/user/summary",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags: ["user"],
        summary: "A borrower's loans by status, totals sanctioned and disbursed, and onboarding status",
        querystring: borrowerSummaryQuerySchema,
        response: { 200: apiSuccessSchema(borrowerSummarySchema), ...errors },
      },
    },
    async (request) => ok(await borrowerSummary(app.db, tenancyOf(request), request.query.borrowerUserId)),
  );
};
