import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  assignLenderRequestSchema,
  assignRmRequestSchema,
  individualLoanCreateRequestSchema,
  individualLoanUpdateRequestSchema,
  LOAN_MANUAL_ACTIONS,
  LOAN_NOT_FOUND,
  loanActionRequestSchema,
  loanCreateRequestSchema,
  loanDetailSchema,
  loanExportQuerySchema,
  loanListQuerySchema,
  loanListResponseSchema,
  loanUpdateRequestSchema,
  loanWriteOffRequestSchema,
} from "@domain/api/loans";
import { pendingOperationSchema } from "@domain/api/pending-operations";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { cachedList } from "@server/modules/clients/cached-list";
import { moneyContextOf } from "@server/modules/collections/pending-operations/operation-context";
import { proposeOperation } from "@server/modules/collections/pending-operations/propose-operation";
import { LOAN_PLATFORM_STAFF, LOAN_READERS, LOAN_STAFF } from "../loan-access";
import { actOnLoan } from "./loan-actions";
import { assignLender, assignRm } from "./loan-assign";
import { loanContextOf } from "./loan-context-of";
import { loanDetail } from "./loan-detail";
import { createLoan, updateLoan } from "./loan-entry";
import { LOAN_EXPORT_COLUMNS } from "./loan-export";
import { individualFormInput, kfsFormInput } from "./loan-form";
import { LOAN_REFERENCES, LOAN_TABLES, listLoansJson, loanExportBatches } from "./loan-list";

const tags = ["user"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const detailResponse = { 200: apiSuccessSchema(loanDetailSchema), ...errors, 422: apiErrorSchema };
const idParams = z.object({ id: z.guid({ error: LOAN_NOT_FOUND }) });
const actionParams = idParams.extend({
  action: z.enum(LOAN_MANUAL_ACTIONS, { error: `Action must be one of ${LOAN_MANUAL_ACTIONS.join(", ")}` }),
});

/**
 * The user service's loans: the list (and its CSV), one loan, the Loan/KFS and individual forms, the manual
 * actions of the loan machine, and the lender and relationship manager assignments. Readers see loans by
 * tenancy; platform staff and NBFC users (their lender's) prepare and review them.
 */
export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (request: FastifyRequest, id: string) =>
    ok(await loanDetail(app.db, principalOf(request), id, businessDateAt(app.clock())));

  app.get(
    "/user/loans",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags,
        summary:
          "Loans the caller may see: filters, sort (field or -field), page (50 by default), capped total",
        querystring: loanListQuerySchema,
        response: { 200: loanListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = tenancyOf(request);
      return cachedList(app, request, reply, scope, {
        name: "loans",
        tables: LOAN_TABLES,
        references: LOAN_REFERENCES,
        readJson: () => listLoansJson(app.db, scope, request.query),
      });
    },
  );

  csvExportRoute(app, {
    listPath: "/user/loans",
    name: "loans",
    access: LOAN_READERS,
    querystring: loanExportQuerySchema,
    tags,
    summary: "Every loan the list's filters select, in the list's sort",
    columns: LOAN_EXPORT_COLUMNS,
    batches: (query, request) => loanExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/user/loans/:id",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags,
        summary:
          "One loan: every field, schedule, KFS versions, timeline and the actions the caller may take",
        params: idParams,
        response: detailResponse,
      },
    },
    async (request) => detail(request, request.params.id),
  );

  app.post(
    "/user/loans",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags,
        summary:
          "Enter a loan with the Loan/KFS form; the server computes EMI, schedule and APR (the form's apr is ignored)",
        body: loanCreateRequestSchema,
        response: detailResponse,
      },
    },
    async (request) =>
      detail(request, await createLoan(loanContextOf(app, request), "KFS", kfsFormInput(request.body))),
  );

  app.post(
    "/user/loans/individual",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags,
        summary:
          "Enter an individual loan: lender, borrower, father's name, mobile, address, terms and security",
        body: individualLoanCreateRequestSchema,
        response: detailResponse,
      },
    },
    async (request) =>
      detail(
        request,
        await createLoan(loanContextOf(app, request), "INDIVIDUAL", individualFormInput(request.body)),
      ),
  );

  app.put(
    "/user/loans/:id",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags,
        summary: "Save the Loan/KFS form at its version; a change of terms after sanction voids the KFS",
        params: idParams,
        body: loanUpdateRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateLoan(
        loanContextOf(app, request),
        id,
        "KFS",
        request.body.version,
        kfsFormInput(request.body),
      );
      return detail(request, id);
    },
  );

  app.put(
    "/user/loans/:id/individual",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags,
        summary:
          "Save the individual loan form at its version; a change of terms after sanction voids the KFS",
        params: idParams,
        body: individualLoanUpdateRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = individualFormInput(request.body);
      await updateLoan(loanContextOf(app, request), id, "INDIVIDUAL", request.body.version, input);
      return detail(request, id);
    },
  );

  app.post(
    "/user/loans/:id/actions/:action",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags,
        summary:
          "Take a manual action of the loan machine at the loan's version (reject needs a reason); 409 names the status",
        params: actionParams,
        body: loanActionRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const { id, action } = request.params;
      await actOnLoan(loanContextOf(app, request), id, action, request.body);
      return detail(request, id);
    },
  );

  app.post(
    "/user/loans/:id/write-off",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags,
        summary:
          "Propose writing off an active loan at its version, with a reason (the lender's NBFC users or an administrator): another staff user's approval writes it off and records what its dues owe as written off",
        params: idParams,
        body: loanWriteOffRequestSchema,
        response: { 200: apiSuccessSchema(pendingOperationSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await proposeOperation(moneyContextOf(app, request), "LOAN_WRITE_OFF", {
          ...request.body,
          loanId: request.params.id,
        }),
      ),
  );

  app.post(
    "/user/assignLender",
    {
      config: { access: LOAN_PLATFORM_STAFF },
      schema: {
        tags,
        summary:
          "Move a loan to another lender before sanction (its programme and anchor must fit that lender)",
        body: assignLenderRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      await assignLender(loanContextOf(app, request), request.body);
      return detail(request, request.body.loanId);
    },
  );

  app.post(
    "/user/assignRm",
    {
      config: { access: LOAN_PLATFORM_STAFF },
      schema: {
        tags,
        summary: "Name the loan's relationship manager (a platform staff user)",
        body: assignRmRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      await assignRm(loanContextOf(app, request), request.body);
      return detail(request, request.body.loanId);
    },
  );
};
