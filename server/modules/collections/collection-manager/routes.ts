import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  BULK_SELECTION_REQUIRED,
  bulkResultSchema,
  bulkSummaryResponseSchema,
  COLLECTION_BULK_ACTIONS,
  COLLECTION_NOT_FOUND,
  collectionBulkRequestSchema,
  collectionDetailSchema,
  collectionExportQuerySchema,
  collectionListQuerySchema,
  collectionListResponseSchema,
} from "@domain/api/collections";
import { pendingOperationSchema } from "@domain/api/pending-operations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { badRequest } from "@server/http/errors";
import { moneyContextOf } from "../pending-operations/operation-context";
import { proposeOperation } from "../pending-operations/propose-operation";
import { COLLECTION_READERS, MONEY_STAFF } from "../receipts/receipt-access";
import { pauseCollections, settleCollections } from "./bulk-actions";
import { selectedCollections, selectionSummary } from "./bulk-selection";
import { collectionDetail } from "./collection-detail";
import { COLLECTION_EXPORT_COLUMNS } from "./collection-export";
import { collectionExportBatches, listCollections } from "./collection-list";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.guid({ error: COLLECTION_NOT_FOUND }) });

/**
 * The collection manager (`collection/manager/*`): search (the list, its CSV and one receipt), and the bulk
 * actions over a selection or all matching a filter. Settle and pause answer per-row results at once; cancel
 * moves money, so it is proposed and its results come with the approval.
 */
export const collectionManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/collections",
    {
      config: { access: COLLECTION_READERS },
      schema: {
        tags,
        summary:
          "Collections the caller may see: status, channel, received dates, lender, anchor, search, UTR; 50 a page",
        querystring: collectionListQuerySchema,
        response: { 200: collectionListResponseSchema, ...errors },
      },
    },
    async (request) => listCollections(app.db, tenancyOf(request), request.query),
  );

  csvExportRoute(app, {
    listPath: "/account/collections",
    name: "collections",
    access: COLLECTION_READERS,
    querystring: collectionExportQuerySchema,
    tags,
    summary: "Every collection the list's filters select, in the list's sort",
    columns: COLLECTION_EXPORT_COLUMNS,
    batches: (query, request) => collectionExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/account/collections/:id",
    {
      config: { access: COLLECTION_READERS },
      schema: {
        tags,
        summary: "One collection with its allocation lines",
        params: idParams,
        response: { 200: apiSuccessSchema(collectionDetailSchema), ...errors },
      },
    },
    async (request) => ok(await collectionDetail(app.db, principalOf(request), request.params.id)),
  );

  app.get(
    "/account/collection/manager/summary",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "The count and total of the collections a filter selects, to confirm a bulk action over all of them",
        querystring: collectionExportQuerySchema,
        response: { 200: bulkSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await selectionSummary(app.db, tenancyOf(request), request.query)),
  );

  for (const action of COLLECTION_BULK_ACTIONS) {
    const cancel = action === "cancel";
    app.post(
      `/account/collection/manager/${action}`,
      {
        config: { access: MONEY_STAFF },
        schema: {
          tags,
          summary: cancel
            ? "Cancel (reverse and replay) the selected collections: proposed for another staff user's approval"
            : `${action === "settle" ? "Settle" : "Pause"} the selected collections, or all matching the filter; one result per row`,
          body: collectionBulkRequestSchema,
          response: { 200: apiSuccessSchema(cancel ? pendingOperationSchema : bulkResultSchema), ...errors },
        },
      },
      async (request) => {
        const context = moneyContextOf(app, request);
        if (cancel) {
          const rows = await selectedCollections(app.db, tenancyOf(request), request.body);
          if (rows.length === 0) throw badRequest(BULK_SELECTION_REQUIRED);
          const input = {
            ids: rows.map((row) => row.receipt.id),
            ...(request.body.reason ? { reason: request.body.reason } : {}),
          };
          return ok(await proposeOperation(context, "COLLECTION_CANCEL", input));
        }
        const run = action === "settle" ? settleCollections : pauseCollections;
        return ok({ results: await run(context, request.body) });
      },
    );
  }
};
