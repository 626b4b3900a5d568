import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  candidateQuerySchema,
  lineDecisionSchema,
  manualMatchSchema,
  matchCandidateSchema,
  STATEMENT_LINE_NOT_FOUND,
  STATEMENT_NOT_FOUND,
  statementExportQuerySchema,
  statementLineSchema,
  statementLinesExportQuerySchema,
  statementLinesQuerySchema,
  statementListQuerySchema,
  statementSchema,
} from "@domain/api/reconciliation";
import { MONEY_STAFF } from "@domain/access/staff-rules";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "@server/auth/request-auth";
import { bankStatementLines } from "@server/db/schema/bank-statements";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { notFound } from "@server/http/errors";
import { autoMatchStatement } from "./auto-match";
import { matchCandidates } from "./candidates";
import { createStatement } from "./create-statement";
import { manualMatch, returnLine, unmatchLine } from "./line-actions";
import { readStatementUpload } from "./read-statement-upload";
import { LINE_EXPORT_COLUMNS, STATEMENT_EXPORT_COLUMNS } from "./reconciliation-export";
import {
  lineExportBatches,
  listStatements,
  readLine,
  readLines,
  readStatement,
  statementExportBatches,
} from "./statement-reads";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const statementParams = z.object({ id: z.guid({ error: STATEMENT_NOT_FOUND }) });
const lineParams = z.object({ id: z.guid({ error: STATEMENT_LINE_NOT_FOUND }) });
const statementResponse = { 200: apiSuccessSchema(statementSchema), ...errors };
const lineResponse = { 200: apiSuccessSchema(statementLineSchema), ...errors };
const linePage = {
  200: z.object({ payload: z.array(statementLineSchema), total: z.number().int() }),
  ...errors,
};

/**
 * Bank reconciliation (money staff; statements are the platform's own bank account, so platform-wide): upload a
 * statement (the matcher runs at once), read statements, their lines and reports, the suspense queue, search
 * dues and receipts, match by hand (split across several), unmatch, return a credit to its remitter.
 */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const actionContext = (request: Parameters<typeof principalOf>[0]) => ({
    db: app.db,
    actorId: principalOf(request).id,
    at: app.clock(),
  });

  app.post(
    "/account/reconciliation/statements",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "Upload a bank statement (multipart: `bankName`, `mapping` JSON for headers other than the common banks', then one CSV): credits matched automatically, the rest in suspense",
        consumes: ["multipart/form-data"],
        response: { ...statementResponse, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const upload = await readStatementUpload(request, app.config.uploadLimitBytes);
      const context = actionContext(request);
      const id = await createStatement(app.db, upload, context);
      await autoMatchStatement(app.db, id, context, request.log);
      return ok(await readStatement(app.db, id));
    },
  );

  app.get(
    "/account/reconciliation/statements",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "The statements, newest upload first, each with its reconciliation report",
        querystring: statementListQuerySchema,
        response: {
          200: z.object({ payload: z.array(statementSchema), total: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => listStatements(app.db, request.query.page, request.query.pageSize),
  );

  csvExportRoute(app, {
    listPath: "/account/reconciliation/statements",
    name: "reconciliation-statements",
    access: MONEY_STAFF,
    querystring: statementExportQuerySchema,
    tags,
    summary: "Every statement with its reconciliation report, newest upload first",
    columns: STATEMENT_EXPORT_COLUMNS,
    batches: () => statementExportBatches(app.db),
  });

  app.get(
    "/account/reconciliation/statements/:id",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "One statement with its report: matched automatically, by hand, in suspense, returned",
        params: statementParams,
        response: statementResponse,
      },
    },
    async (request) => ok(await readStatement(app.db, request.params.id)),
  );

  app.get(
    "/account/reconciliation/lines",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "Statement lines with their matches: one statement's in file order, or every statement's by date (state SUSPENSE: the suspense queue)",
        querystring: statementLinesQuerySchema,
        response: linePage,
      },
    },
    async (request) => readLines(app.db, request.query),
  );

  csvExportRoute(app, {
    listPath: "/account/reconciliation/lines",
    name: "reconciliation-lines",
    access: MONEY_STAFF,
    querystring: statementLinesExportQuerySchema,
    tags,
    summary: "Every statement line the list's statement and state select (SUSPENSE: the suspense queue)",
    columns: LINE_EXPORT_COLUMNS,
    batches: (query) => lineExportBatches(app.db, query),
  });

  app.get(
    "/account/reconciliation/lines/:id",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "One statement line with its matches",
        params: lineParams,
        response: lineResponse,
      },
    },
    async (request) => ok(await readLine(app.db, request.params.id)),
  );

  app.get(
    "/account/reconciliation/candidates",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "Open dues and receipts awaiting a credit to match by hand: by borrower, tranche, UTR or receipt number, else of the credit's amount",
        querystring: candidateQuerySchema,
        response: { 200: apiSuccessSchema(z.array(matchCandidateSchema)), ...errors },
      },
    },
    async (request) => {
      const { lineId, search } = request.query;
      const [line] = lineId
        ? await app.db.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId))
        : [null];
      if (lineId && !line) throw notFound(STATEMENT_LINE_NOT_FOUND);
      return ok(await matchCandidates(app.db, line ?? null, search || undefined));
    },
  );

  app.post(
    "/account/reconciliation/lines/:id/match",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "Match a credit in suspense by hand to one or more dues or receipts (a split): the amounts add up to the credit plus the fee",
        params: lineParams,
        body: manualMatchSchema,
        response: lineResponse,
      },
    },
    async (request) => {
      await manualMatch(actionContext(request), request.params.id, request.body);
      return ok(await readLine(app.db, request.params.id));
    },
  );

  app.post(
    "/account/reconciliation/lines/:id/unmatch",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "Undo a credit's match (receipts it posted are reversed); the credit returns to suspense",
        params: lineParams,
        body: lineDecisionSchema,
        response: lineResponse,
      },
    },
    async (request) => {
      await unmatchLine(actionContext(request), request.params.id, request.body);
      return ok(await readLine(app.db, request.params.id));
    },
  );

  app.post(
    "/account/reconciliation/lines/:id/return",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "Mark a credit in suspense as returned to its remitter, with the reason",
        params: lineParams,
        body: lineDecisionSchema,
        response: lineResponse,
      },
    },
    async (request) => {
      await returnLine(actionContext(request), request.params.id, request.body);
      return ok(await readLine(app.db, request.params.id));
    },
  );
};
