import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { ownPasswordRequestSchema } from "@domain/api/own-password";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "@server/http/envelope";
import { otpDeps } from "../otp/routes";
import { setOwnPassword } from "./service";
import { publicRateLimited } from "@server/http/public-rate-limited";

/** `POST /auth/own-password`: public like sign-in (the caller has no session yet), and rate limited alike. */
export const ownPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/auth/own-password",
    {
      config: publicRateLimited(app.config.tokenRateLimitPerMinute),
      schema: {
        tags: ["auth"],
        summary:
          "Replace a temporary password (an administrator's) with one's own: the temporary password, the one-time code sent to the account's mobile and the new password; then sign in with it",
        security: [],
        body: ownPasswordRequestSchema,
        response: {
          200: apiSuccessSchema(z.object({ passwordSet: z.literal(true) })),
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await setOwnPassword({ db: app.db, clock: app.clock, otp: otpDeps(app) }, request.body);
      return ok({ passwordSet: true as const });
    },
  );
};
