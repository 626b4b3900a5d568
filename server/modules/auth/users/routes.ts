import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  userDetailSchema,
  userListItemSchema,
  userListQuerySchema,
  userUpdateSchema,
} from "@domain/api/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ADMINS_ONLY, SIGNED_IN } from "@server/auth/policy";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { listUsers } from "./queries";
import { otpDeps } from "../otp/routes";
import { getUser, updateUser } from "./service";

const idParams = z.object({ id: z.uuid("User id must be a UUID") });

/** `GET /auth/users` (admins), `GET /auth/users/:id` and `PATCH /auth/users/:id` (within tenancy). */
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
};
