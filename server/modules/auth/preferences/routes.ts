import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  type Preference,
  preferenceBodySchema,
  preferenceParamsSchema,
  preferenceSchema,
  preferenceValueSchema,
} from "@domain/api/preferences";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SIGNED_IN } from "@server/auth/policy";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { findPreference, savePreference } from "./queries";

const tags = ["auth"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/**
 * `GET|PUT /auth/me/preferences/:key`: the signed-in user's own settings (a list's column choice). The
 * user is always the token's: no input names another user, so nobody reads or writes anyone else's.
 */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/me/preferences/:key",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "One of the caller's saved preferences; value null when never saved",
        params: preferenceParamsSchema,
        response: { 200: apiSuccessSchema(preferenceSchema), ...errors },
      },
    },
    async (request) => {
      const { key } = request.params;
      const stored = preferenceValueSchema.safeParse(
        await findPreference(app.db, principalOf(request).id, key),
      );
      // A value saved in a shape this version no longer reads counts as never saved.
      return ok<Preference>({ key, value: stored.success ? stored.data : null });
    },
  );

  app.put(
    "/auth/me/preferences/:key",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Save one of the caller's preferences (replaces the earlier value)",
        params: preferenceParamsSchema,
        body: preferenceBodySchema,
        response: { 200: apiSuccessSchema(preferenceSchema), ...errors },
      },
    },
    async (request) => {
      const { key } = request.params;
      const { value } = request.body;
      await savePreference(app.db, principalOf(request).id, key, value, app.clock());
      return ok<Preference>({ key, value });
    },
  );
};
