import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  BANK_ACCOUNT_NOT_FOUND,
  lenderBankAccountCreateRequestSchema,
  lenderBankAccountDetailSchema,
  lenderBankAccountListQuerySchema,
  lenderBankAccountListResponseSchema,
  lenderBankAccountUpdateRequestSchema,
} from "@domain/api/lender-bank-accounts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { cachedList } from "../cached-list";
import { BANK_ACCOUNT_READERS, CLIENT_MANAGERS } from "../client-access";
import { BANK_ACCOUNT_EXPORT_COLUMNS } from "./bank-account-export";
import { bankAccountExportBatches, listBankAccounts } from "./queries";
import { bankAccountDetail, createBankAccount, proposeBankAccountChange } from "./service";

const tags = ["user"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const detail = { 200: apiSuccessSchema(lenderBankAccountDetailSchema), ...errors, 409: apiErrorSchema };
const idParams = z.object({ id: z.guid({ error: BANK_ACCOUNT_NOT_FOUND }) });

/**
 * Lenders' bank accounts (`/user/lender/bank-accounts` and its CSV, `/user/lender/bank-accounts/export`):
 * platform staff add them and propose changes (which wait for another staff user's approval); NBFC users read
 * their lender's.
 */
export const lenderBankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    principal: principalOf(request),
  });

  app.get(
    "/user/lender/bank-accounts",
    {
      config: { access: BANK_ACCOUNT_READERS },
      schema: {
        tags,
        summary:
          "Lender bank accounts: paged, sorted, searched by holder name, filtered by lender and status",
        querystring: lenderBankAccountListQuerySchema,
        response: { 200: lenderBankAccountListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = tenancyOf(request);
      return cachedList(app, request, reply, scope, {
        name: "lender-bank-accounts",
        tables: ["lender_bank_accounts"],
        references: ["lenders"],
        read: () => listBankAccounts(app.db, scope, request.query),
      });
    },
  );

  csvExportRoute(app, {
    listPath: "/user/lender/bank-accounts",
    name: "lender-bank-accounts",
    access: BANK_ACCOUNT_READERS,
    querystring: lenderBankAccountListQuerySchema.omit({ page: true, pageSize: true }),
    tags,
    summary: "Every lender bank account the list's search, lender and status select, in its sort",
    columns: BANK_ACCOUNT_EXPORT_COLUMNS,
    batches: (query, request) => bankAccountExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/user/lender/bank-accounts/:id",
    {
      config: { access: BANK_ACCOUNT_READERS },
      schema: {
        tags,
        summary: "One bank account with its change waiting for approval (diff), if any",
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await bankAccountDetail(app.db, principalOf(request), request.params.id)),
  );

  app.post(
    "/user/lender/bank-accounts",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary: "Add a lender bank account; bank and branch names come from the IFSC directory",
        body: lenderBankAccountCreateRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await createBankAccount(contextOf(request), app.kyc, request.body)),
  );

  app.put(
    "/user/lender/bank-accounts/:id",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary:
          "Propose a change to a bank account at its version; it applies once another staff user approves",
        params: idParams,
        body: lenderBankAccountUpdateRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(await proposeBankAccountChange(contextOf(request), app.kyc, request.params.id, request.body)),
  );
};
