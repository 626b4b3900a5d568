import {
  counterpartyExportQuerySchema,
  counterpartyListQuerySchema,
  recordRefSchema,
} from "@domain/api/counterparties";
import { apiSuccessSchema } from "@domain/api/envelope";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { principalOf } from "@server/auth/request-auth";
import type { CsvColumn } from "@server/exports/csv-export";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { accountErrors as errors } from "../error-responses";
import type { counterpartyService, CounterpartyTable } from "./counterparty-service";

type Service<Fields, Item> = ReturnType<typeof counterpartyService<CounterpartyTable, Fields, Item>>;

export type CounterpartyRoutesSpec<Fields, Item> = {
  /** `/account/<plural>`: the list and create path; update is `<path>/update`. */
  path: string;
  itemSchema: z.ZodType<Item>;
  /** The form's fields, the body of create (and, with `id` and `version`, of update). */
  fieldsSchema: z.ZodObject & z.ZodType<Fields>;
  summaries: { list: string; export: string; create: string; update: string };
  /** The list's columns in the CSV export, `<path>/export`. */
  exportColumns: readonly CsvColumn<Item>[];
  service: Service<Fields, Item>;
};

/**
 * `GET <path>`, `GET <path>/export` (CSV), `POST <path>` (create), `POST <path>/update`: open to signed-in
 * users, scoped by the service.
 */
export function counterpartyRoutes<Fields, Item>(
  spec: CounterpartyRoutesSpec<Fields, Item>,
): FastifyPluginAsyncZod {
  const { path, itemSchema, fieldsSchema, summaries, exportColumns, service } = spec;
  const tags = ["account"];
  const itemResponse = { 200: apiSuccessSchema(itemSchema), ...errors };
  return async (app) => {
    const deps = (request: FastifyRequest) => ({
      db: app.db,
      kyc: app.kyc,
      now: app.clock(),
      principal: principalOf(request),
    });

    app.get(
      path,
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: summaries.list,
          querystring: counterpartyListQuerySchema,
          response: { 200: z.object({ payload: z.array(itemSchema), total: z.number() }), ...errors },
        },
      },
      async (request) => service.list(app.db, principalOf(request), request.query),
    );

    csvExportRoute(app, {
      listPath: path,
      name: path.slice(path.lastIndexOf("/") + 1),
      access: SIGNED_IN,
      querystring: counterpartyExportQuerySchema,
      tags,
      summary: summaries.export,
      columns: exportColumns,
      batches: (query, request) => service.exportBatches(app.db, principalOf(request), query),
    });

    app.post(
      path,
      {
        config: { access: SIGNED_IN },
        schema: { tags, summary: summaries.create, body: fieldsSchema, response: itemResponse },
      },
      async (request) => ok(await service.create(deps(request), request.body as Fields)),
    );

    app.post(
      `${path}/update`,
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: summaries.update,
          body: recordRefSchema.extend(fieldsSchema.shape),
          response: itemResponse,
        },
      },
      async (request) =>
        ok(await service.update(deps(request), request.body as Fields & { id: string; version: number })),
    );
  };
}
