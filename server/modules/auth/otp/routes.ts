import { apiSuccessSchema } from "@domain/api/envelope";
import { otpConsoleEntrySchema, otpIssuedSchema, otpRequestQuerySchema } from "@domain/api/otp";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AccessPolicy } from "@server/auth/policy";
import { isProduction } from "@server/config/app-config";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { visibleOtps } from "./otp-console";
import { issueOtp, type OtpDeps } from "./service";
import { publicRateLimited } from "@server/http/public-rate-limited";

export const otpDeps = (app: FastifyInstance): OtpDeps => ({
  db: app.db,
  clock: app.clock,
  sms: app.sms,
  secret: app.config.jwtSecret,
});

/** Anyone reading the console could sign in as anyone: platform staff only, never an NBFC or a merchant. */
const OTP_CONSOLE_READERS: AccessPolicy = { kinds: ["ADMIN"], userTypes: ["SUPER_ADMIN", "ADMIN", "OPS"] };

/** `GET /auth/otp?mobile=` and, outside production only, `GET /auth/otp/console`. */
export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/otp",
    {
      config: publicRateLimited(app.config.otpRateLimitPerMinute),
      schema: {
        tags: ["auth"],
        summary: "Send a 6-digit OTP to a mobile number (valid 5 minutes, 3 attempts)",
        querystring: otpRequestQuerySchema,
        response: { 200: apiSuccessSchema(otpIssuedSchema) },
      },
    },
    async (request) => ok(await issueOtp(otpDeps(app), request.query.mobile)),
  );

  if (isProduction(app.config)) return;

  app.get(
    "/auth/otp/console",
    {
      config: { access: OTP_CONSOLE_READERS },
      schema: {
        tags: ["auth"],
        summary:
          "Development only, platform staff only: the OTPs recently sent to the caller or to users of a lower rank (404 in production)",
        response: { 200: apiSuccessSchema(z.array(otpConsoleEntrySchema)) },
      },
    },
    async (request) =>
      ok(
        (await visibleOtps(app.db, principalOf(request), app.sms.recent())).map((entry) => ({
          mobile: entry.mobile,
          otp: entry.otp,
          createdAt: entry.createdAt.toISOString(),
          expiresAt: entry.expiresAt.toISOString(),
        })),
      ),
  );
};
