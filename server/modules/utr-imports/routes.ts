import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { pendingOperationSchema } from "@domain/api/pending-operations";
import {
  UTR_IMPORT_NOT_FOUND,
  UTR_IMPORT_TYPE_REQUIRED,
  UTR_IMPORT_TYPES,
  UTR_TEMPLATE_COLUMNS,
  utrImportExportQuerySchema,
  utrImportListQuerySchema,
  utrImportRowSchema,
  utrImportRowsQuerySchema,
  utrImportSchema,
  type UtrImportRow,
  type UtrImportType,
} from "@domain/api/utr-imports";
import { XLSX_MEDIA_TYPE } from "@domain/api/table-files";
import { MONEY_STAFF } from "@domain/access/staff-rules";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordAudit } from "@server/audit/audit-log";
import { principalOf } from "@server/auth/request-auth";
import { utrImports } from "@server/db/schema/utr-imports";
import { sendCsv, type CsvColumn } from "@server/exports/csv-export";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { moneyContextOf } from "@server/modules/collections/pending-operations/operation-context";
import { proposeOperation } from "@server/modules/collections/pending-operations/propose-operation";
import { UTR_IMPORT_ENTITY } from "./apply-batch";
import { createImport } from "./create-import";
import { readUtrUpload } from "./read-upload";
import { resumeCommits } from "./run-commit";
import { xlsxTemplate } from "./xlsx-template";
import { UTR_IMPORT_EXPORT_COLUMNS } from "./utr-import-export";
import {
  importExportBatches,
  listImports,
  readImport,
  readImportRows,
  rejectedRowBatches,
} from "./utr-import-reads";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.guid({ error: UTR_IMPORT_NOT_FOUND }) });
const typeQuery = z.object({ type: z.enum(UTR_IMPORT_TYPES, { error: UTR_IMPORT_TYPE_REQUIRED }) });
const importResponse = { 200: apiSuccessSchema(utrImportSchema), ...errors };

const TEMPLATE_FORMATS = ["csv", "xlsx"] as const;
const templateQuery = typeQuery.extend({
  format: z
    .enum(TEMPLATE_FORMATS, { error: `Format must be one of ${TEMPLATE_FORMATS.join(", ")}` })
    .default("csv"),
});

/** The type's template columns as written, then the row number and the reason: ready to fix and upload again. */
const rejectedColumns = (type: UtrImportType): CsvColumn<UtrImportRow>[] => [
  ...UTR_TEMPLATE_COLUMNS[type].map((column) => ({
    header: column,
    value: (row: UtrImportRow) => row[column],
  })),
  { header: "row", value: (row) => row.rowNumber },
  { header: "reason", value: (row) => row.reason },
];

const templateName = (type: UtrImportType, format: string) => `${type.replace("_", "-")}-template.${format}`;

/**
 * Bulk UTR imports (money staff): upload a file (checked row by row, nothing changes), submit it for a second
 * money staff user's approval (pending operations, kind UTR_IMPORT), follow the commit, read the history (and
 * export it as CSV) and download the template and the rejected rows.
 */
export const utrImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onReady", () => resumeCommits(app.db, app.clock()));

  app.get(
    "/account/utr-imports",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "The import history, newest first: file, type, who, when, rows, applied, rejected, percentage",
        querystring: utrImportListQuerySchema,
        response: {
          200: z.object({ payload: z.array(utrImportSchema), total: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => listImports(app.db, request.query.page, request.query.pageSize),
  );

  csvExportRoute(app, {
    listPath: "/account/utr-imports",
    name: "utr-imports",
    access: MONEY_STAFF,
    querystring: utrImportExportQuerySchema,
    tags,
    summary: "The whole import history, newest first",
    columns: UTR_IMPORT_EXPORT_COLUMNS,
    batches: () => importExportBatches(app.db),
  });

  app.get(
    "/account/utr-imports/template",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "The template of an import type (its header row), as CSV or (`format=xlsx`) an XLSX workbook",
        querystring: templateQuery,
      },
    },
    async (request, reply) => {
      const { type, format } = request.query;
      const columns = UTR_TEMPLATE_COLUMNS[type];
      if (format === "xlsx")
        return reply
          .type(XLSX_MEDIA_TYPE)
          .header("content-disposition", `attachment; filename="${templateName(type, format)}"`)
          .send(await xlsxTemplate(columns));
      return sendCsv(reply, {
        filename: templateName(type, format),
        columns: columns.map((header) => ({ header, value: () => null })),
        batches: (async function* () {})(),
      });
    },
  );

  app.post(
    "/account/utr-imports",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "Upload a UTR file (multipart, one CSV or XLSX file; `type` in the query): every row checked, nothing changes",
        consumes: ["multipart/form-data"],
        querystring: typeQuery,
        response: { ...importResponse, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const { fileName, parsed } = await readUtrUpload(
        request,
        request.query.type,
        app.config.uploadLimitBytes,
      );
      return ok(await createImport(moneyContextOf(app, request), request.query.type, fileName, parsed));
    },
  );

  app.get(
    "/account/utr-imports/:id",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "One import with its counts and progress (applied of total)",
        params: idParams,
        response: importResponse,
      },
    },
    async (request) => ok(await readImport(app.db, request.params.id)),
  );

  app.get(
    "/account/utr-imports/:id/rows",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "An import's rows in file order (optionally of one state), each with its reason and invoice",
        params: idParams,
        querystring: utrImportRowsQuerySchema,
        response: {
          200: z.object({ payload: z.array(utrImportRowSchema), total: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => readImportRows(app.db, request.params.id, request.query),
  );

  app.get(
    "/account/utr-imports/:id/rejected",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "The rows that cannot be applied, as CSV with a reason column",
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await readImport(app.db, request.params.id);
      return sendCsv(reply, {
        filename: `rejected-${file.fileName.replace(/[^\w.-]+/g, "_")}`,
        columns: rejectedColumns(file.type),
        batches: rejectedRowBatches(app.db, file.id),
        onEnd: (rows, complete) => {
          recordAudit(app.db, {
            actorId: principalOf(request).id,
            action: "utr_import.rejected_rows_exported",
            entity: UTR_IMPORT_ENTITY,
            entityId: file.id,
            after: { rows, complete },
            at: app.clock(),
          }).catch((error: unknown) => request.log.error({ err: error }, "the export's audit line failed"));
        },
      });
    },
  );

  app.post(
    "/account/utr-imports/:id/submit",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary: "Submit an import for approval by another money staff user (a pending operation UTR_IMPORT)",
        params: idParams,
        response: { 200: apiSuccessSchema(pendingOperationSchema), ...errors },
      },
    },
    async (request) => {
      const context = moneyContextOf(app, request);
      const operation = await proposeOperation(context, "UTR_IMPORT", { importId: request.params.id });
      await app.db
        .update(utrImports)
        .set({ state: "SUBMITTED", operationId: operation.id })
        .where(and(eq(utrImports.id, request.params.id), eq(utrImports.state, "PREVIEW")));
      return ok(operation);
    },
  );
};
