import { apiErrorSchema } from "@domain/api/envelope";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { recordAudit } from "@server/audit/audit-log";
import type { AccessPolicy } from "@server/auth/policy";
import { principalOf } from "@server/auth/request-auth";
import { type CsvColumn, sendCsv } from "./csv-export";

export type CsvExportSpec<S extends z.ZodType, Row> = {
  /** The list's path; its export answers at `<listPath>/export`. */
  listPath: string;
  /** Names the file (`invoices-2026-11-23.csv`) and the audit line. */
  name: string;
  /** The list's own policy. */
  access: AccessPolicy;
  /** The list's query schema without paging. */
  querystring: S;
  tags: string[];
  summary: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows the list's filters select within the caller's tenancy, in the list's order, batch by batch. */
  batches: (query: z.output<S>, request: FastifyRequest) => AsyncIterable<Row[]>;
  /** What the audit line may keep of the query, where some of it must not be stored (a searched identifier). */
  audited?: (query: z.output<S>) => unknown;
};

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * `GET <listPath>/export`: every row the list's filters select, as a CSV file named for the list and India's
 * date. Each export is audited: who, which list, which filters, how many rows, and whether the client took
 * the whole file.
 */
export function csvExportRoute<S extends z.ZodType, Row>(
  app: FastifyInstance,
  spec: CsvExportSpec<S, Row>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${spec.listPath}/export`,
    {
      config: { access: spec.access },
      schema: {
        tags: spec.tags,
        summary: `${spec.summary} (text/csv, UTF-8 with a byte order mark)`,
        querystring: spec.querystring,
        response: errors,
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<S>;
      const actorId = principalOf(request).id;
      const at = app.clock();
      return sendCsv(reply, {
        filename: `${spec.name}-${businessDateAt(at)}.csv`,
        columns: spec.columns,
        batches: spec.batches(query, request),
        onEnd: (rows, complete) => {
          const filters = spec.audited ? spec.audited(query) : query;
          recordAudit(app.db, {
            actorId,
            action: "list.export",
            entity: "list",
            entityId: spec.name,
            after: { filters, rows, complete },
            at,
          }).catch((error: unknown) => request.log.error({ err: error }, "the export's audit line failed"));
        },
      });
    },
  );
}
