import { statementQuerySchema, statementSchema } from "@domain/api/delinquency";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { DPD_READERS } from "../delinquency/dpd-access";
import { STATEMENT_EXPORT_COLUMNS } from "./statement-export";
import { readStatement } from "./statement-read";

const tags = ["account"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The account service's statement of account: one lender's borrower as of a date, and its CSV. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/statement",
    {
      config: { access: DPD_READERS },
      schema: {
        tags,
        summary:
          "A borrower's statement of account with a lender as of a date: every due, receipt, appropriation and the balance",
        querystring: statementQuerySchema,
        response: { 200: apiSuccessSchema(statementSchema), ...errors },
      },
    },
    async (request) => {
      const asOf = request.query.asOf ?? businessDateAt(app.clock());
      return ok(await readStatement(app.db, tenancyOf(request), request.query, asOf));
    },
  );

  csvExportRoute(app, {
    listPath: "/account/statement",
    name: "statement",
    access: DPD_READERS,
    querystring: statementQuerySchema,
    tags,
    summary: "The statement's lines with the running balance",
    columns: STATEMENT_EXPORT_COLUMNS,
    batches: async function* (query, request) {
      const asOf = query.asOf ?? businessDateAt(app.clock());
      yield (await readStatement(app.db, tenancyOf(request), query, asOf)).entries;
    },
  });
};
