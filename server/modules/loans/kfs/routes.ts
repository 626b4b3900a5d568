import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { kfsIssueRequestSchema, loanDetailSchema } from "@domain/api/loans";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { LOAN_STAFF } from "../loan-access";
import { loanContextOf } from "../loans/loan-context-of";
import { loanDetail } from "../loans/loan-detail";
import { issueKfs } from "./kfs-issue";

/** `POST /user/kfs`: issue the loan's KFS as a new version (proposal number, validity; the old one void). */
export const kfsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/kfs",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags: ["user"],
        summary:
          "Issue a new KFS version of a loan at its version: unique proposal number, valid 3 working days (1 under a 7-day tenor); the version in force becomes void",
        body: kfsIssueRequestSchema,
        response: {
          200: apiSuccessSchema(loanDetailSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await issueKfs(loanContextOf(app, request), request.body);
      return ok(
        await loanDetail(app.db, principalOf(request), request.body.loanId, businessDateAt(app.clock())),
      );
    },
  );
};
