import {
  ANCHOR_USER_NOT_FOUND,
  ANCHOR_USER_USER_UNKNOWN,
  anchorUserCreateRequestSchema,
  anchorUserItemSchema,
  anchorUserListQuerySchema,
  anchorUserListResponseSchema,
  anchorUserUpdateRequestSchema,
} from "@domain/api/anchor-users";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { userBankAccountSchema } from "@domain/api/merchant-onboarding";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { cachedList } from "../cached-list";
import { ANCHOR_READERS, CLIENT_MANAGERS } from "../client-access";
import { ANCHOR_USER_EXPORT_COLUMNS } from "./anchor-user-export";
import { anchorUserExportBatches, listAnchorUsers } from "./queries";
import { anchorUserDetail, createAnchorUser, merchantBankAccounts, updateAnchorUser } from "./service";

const tags = ["user"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const item = { 200: apiSuccessSchema(anchorUserItemSchema), ...errors, 409: apiErrorSchema };
const idParams = z.object({ id: z.guid({ error: ANCHOR_USER_NOT_FOUND }) });
const bankAccountsQuery = z.object({ userId: z.guid({ error: ANCHOR_USER_USER_UNKNOWN }) });

/**
 * Anchor users (`/user/admin/anchor-users` and its CSV, `/user/admin/anchor-users/export`; spec
 * "Anchor-user"): platform staff manage them; an anchor reads its own.
 */
export const anchorUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    principal: principalOf(request),
  });

  app.get(
    "/user/admin/anchor-users",
    {
      config: { access: ANCHOR_READERS },
      schema: {
        tags,
        summary: "Anchor users: paged, sorted, searched by mobile or external id, filtered by anchor",
        querystring: anchorUserListQuerySchema,
        response: { 200: anchorUserListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = tenancyOf(request);
      return cachedList(app, request, reply, scope, {
        name: "anchor-users",
        tables: ["anchor_users"],
        references: ["anchors"],
        read: () => listAnchorUsers(app.db, scope, request.query),
      });
    },
  );

  csvExportRoute(app, {
    listPath: "/user/admin/anchor-users",
    name: "anchor-users",
    access: ANCHOR_READERS,
    querystring: anchorUserListQuerySchema.omit({ page: true, pageSize: true }),
    tags,
    summary: "Every anchor user the list's search and anchor select, in its sort",
    columns: ANCHOR_USER_EXPORT_COLUMNS,
    batches: (query, request) => anchorUserExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/user/admin/anchor-users/bank-accounts",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary:
          "A merchant user's own bank accounts: the choices of an anchor user's bank ids (404 for no merchant)",
        querystring: bankAccountsQuery,
        response: { 200: apiSuccessSchema(z.array(userBankAccountSchema)), ...errors },
      },
    },
    async (request) => ok(await merchantBankAccounts(app.db, request.query.userId)),
  );

  app.get(
    "/user/admin/anchor-users/:id",
    {
      config: { access: ANCHOR_READERS },
      schema: { tags, summary: "One anchor user", params: idParams, response: item },
    },
    async (request) => ok(await anchorUserDetail(app.db, principalOf(request), request.params.id)),
  );

  app.post(
    "/user/admin/anchor-users",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary:
          "Add an anchor user: mobile unique per anchor (409), bank ids among the linked user's accounts",
        body: anchorUserCreateRequestSchema,
        response: item,
      },
    },
    async (request) => ok(await createAnchorUser(contextOf(request), request.body)),
  );

  app.put(
    "/user/admin/anchor-users/:id",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary: "Save an anchor user at its version (409 if stale); the anchor is not editable",
        params: idParams,
        body: anchorUserUpdateRequestSchema,
        response: item,
      },
    },
    async (request) => ok(await updateAnchorUser(contextOf(request), request.params.id, request.body)),
  );
};
