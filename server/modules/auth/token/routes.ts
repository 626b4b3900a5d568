import { identitySchema, tokenRequestSchema, tokenResponseSchema } from "@domain/api/auth";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { bearerToken, principalOf } from "@server/auth/request-auth";
import { denyAccessToken } from "@server/auth/session-revocation";
import { ok } from "@server/http/envelope";
import { unauthorized } from "@server/http/errors";
import { otpDeps } from "../otp/routes";
import { identityOf } from "../users/user-record";
import { findUserById } from "./queries";
import { otpGrant, passwordGrant, refreshGrant, revokeSession, type TokenDeps } from "./service";
import { publicRateLimited } from "@server/http/public-rate-limited";

const tokenDeps = (app: FastifyInstance): TokenDeps => ({
  db: app.db,
  clock: app.clock,
  accessTokens: app.accessTokens,
  refreshTtlSeconds: app.config.refreshTokenTtlSeconds,
});

const logoutSchema = z.object({
  refresh_token: z.string({ error: "Refresh token is required" }).min(1, "Refresh token is required"),
});

/** `POST /auth/oauth/token`, `POST /auth/oauth/logout`, `GET /auth/me`. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/auth/oauth/token",
    {
      config: publicRateLimited(app.config.tokenRateLimitPerMinute),
      schema: {
        tags: ["auth"],
        summary:
          "Sign in (password or OTP grant) or refresh; JSON or form-encoded; the OAuth 2 response, unwrapped. A temporary password (an administrator's) is refused with 403 OWN_PASSWORD_REQUIRED and a code sent to the account's mobile",
        body: tokenRequestSchema,
        response: {
          200: tokenResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      const deps = tokenDeps(app);
      const body = request.body;
      if (body.grant_type === "password")
        return passwordGrant(deps, otpDeps(app), body.username, body.password);
      if (body.grant_type === "refresh_token") return refreshGrant(deps, body.refresh_token);
      return otpGrant(deps, otpDeps(app), body.mobile, body.otp);
    },
  );

  app.post(
    "/auth/oauth/logout",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["auth"],
        summary: "Sign out: revokes the caller's access token and refresh token (and its rotations)",
        body: logoutSchema,
        response: { 200: apiSuccessSchema(z.object({ loggedOut: z.literal(true) })) },
      },
    },
    async (request) => {
      await revokeSession(app, principalOf(request).id, request.body.refresh_token);
      const accessToken = await app.accessTokens.verify(bearerToken(request) ?? "");
      if (accessToken) await denyAccessToken(app.db, accessToken.jti, accessToken.expiresAt, app.clock());
      return ok({ loggedOut: true as const });
    },
  );

  app.get(
    "/auth/me",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user's identity",
        response: { 200: apiSuccessSchema(identitySchema) },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, principalOf(request).id);
      if (!user) throw unauthorized("This account no longer exists");
      return ok(identityOf(user));
    },
  );
};
