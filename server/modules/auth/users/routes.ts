import { adminUserCreateRequestSchema, adminUserEditRequestSchema } from "@domain/api/admin-users";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  userDetailSchema,
  userExportQuerySchema,
  userListItemSchema,
  userListQuerySchema,
  userUpdateSchema,
} from "@domain/api/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ADMINS_ONLY, SIGNED_IN } from "@server/auth/policy";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { CLIENT_MANAGERS } from "@server/modules/clients/client-access";
import { createAdminUser, editAdminUser } from "./admin-users";
import { listUsers, userExportBatches } from "./queries";
import { otpDeps } from "../otp/routes";
import { getUser, updateUser } from "./service";
import { USER_EXPORT_COLUMNS } from "./user-export";

const idParams = z.object({ id: z.uuid("User id must be a UUID") });

const adminUserAnswers = {
  200: apiSuccessSchema(userDetailSchema),
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * `GET /auth/users` and `GET /auth/users/export` (admins), `GET /auth/users/:id` and `PATCH /auth/users/:id`
 * (within tenancy); the admin user forms `POST /auth/users` and `PUT /auth/users/:id` (platform staff).
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/users",
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ["auth"],
        summary: "Users, paged and searchable (admins; an NBFC user sees its lender's users)",
        querystring: userListQuerySchema,
        response: { 200: apiSuccessSchema(z.array(userListItemSchema)), 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listUsers(app.db, tenancyOf(request), request.query);
      return ok(rows, total);
    },
  );

  csvExportRoute(app, {
    listPath: "/auth/users",
    name: "users",
    access: ADMINS_ONLY,
    querystring: userExportQuerySchema,
    tags: ["auth"],
    summary: "Every user the list's search and filters select, in its sort (admins; within tenancy)",
    columns: USER_EXPORT_COLUMNS,
    batches: (query, request) => userExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/auth/users/:id",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["auth"],
        summary: "One user, if the caller's tenancy covers it (else 404)",
        params: idParams,
        response: { 200: apiSuccessSchema(userDetailSchema), 404: apiErrorSchema },
      },
    },
    async (request) => ok(await getUser(app.db, principalOf(request), request.params.id)),
  );

  app.patch(
    "/auth/users/:id",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["auth"],
        summary:
          "Change a user's name, e-mail, mobile and business name (403 above the caller's rank or for contacts it may not change; 409 on a stale version or a duplicate)",
        params: idParams,
        body: userUpdateSchema,
        response: {
          200: apiSuccessSchema(userDetailSchema),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      ok(
        await updateUser(
          { db: app.db, clock: app.clock, sms: app.sms, mailer: app.mailer, otp: otpDeps(app) },
          principalOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    "/auth/users",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags: ["auth"],
        summary:
          "Create an admin user (spec form); its roles make its type, which must rank below the caller's (403), 409 on a duplicate",
        body: adminUserCreateRequestSchema,
        response: adminUserAnswers,
      },
    },
    async (request) => ok(await createAdminUser(app.db, app.clock(), principalOf(request), request.body)),
  );

  app.put(
    "/auth/users/:id",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags: ["auth"],
        summary:
          "Save the admin user edit form at its version: name, contacts, roles, lender, a new password; a change of roles, lender, contacts or password signs the user out everywhere",
        params: idParams,
        body: adminUserEditRequestSchema,
        response: adminUserAnswers,
      },
    },
    async (request) =>
      ok(
        await editAdminUser(
          { db: app.db, clock: app.clock, sms: app.sms, mailer: app.mailer, otp: otpDeps(app) },
          principalOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );
};
