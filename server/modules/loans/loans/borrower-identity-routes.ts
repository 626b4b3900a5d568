import { borrowerIdentityChangeSchema } from "@domain/api/borrower-identity";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { LOAN_NOT_FOUND, loanDetailSchema } from "@domain/api/loans";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { LOAN_STAFF } from "../loan-access";
import { changeBorrowerIdentity } from "./borrower-identity";
import { loanContextOf } from "./loan-context-of";
import { loanDetail } from "./loan-detail";

/** Staff merge or split a loan's borrower identity (RBI classifies borrower-wise); answers the loan. */
export const borrowerIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/loans/:id/borrower",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags: ["user"],
        summary:
          "Merge the loan's borrower with another loan's (MERGE, withLoanNumber) or give it its own (SPLIT)",
        params: z.object({ id: z.guid({ error: LOAN_NOT_FOUND }) }),
        body: borrowerIdentityChangeSchema,
        response: {
          200: apiSuccessSchema(loanDetailSchema),
          ...Object.fromEntries([400, 401, 403, 404, 409].map((code) => [code, apiErrorSchema])),
        },
      },
    },
    async (request) => {
      await changeBorrowerIdentity(loanContextOf(app, request), request.params.id, request.body);
      return ok(
        await loanDetail(app.db, principalOf(request), request.params.id, businessDateAt(app.clock())),
      );
    },
  );
};
