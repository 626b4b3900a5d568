import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  merchantOnboardingRequestSchema,
  merchantOnboardingResponseSchema,
} from "@domain/api/merchant-onboarding";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { CLIENT_MANAGERS } from "../client-access";
import { onboardMerchant } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** The admin user operations form (`/user/admin/onboarding`): platform staff onboard a merchant in one step. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/admin/onboarding",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags: ["user"],
        summary:
          "Onboard a merchant with its terms and bank account in one transaction; the bank name comes from the IFSC",
        body: merchantOnboardingRequestSchema,
        response: { 200: apiSuccessSchema(merchantOnboardingResponseSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await onboardMerchant(
          { db: app.db, now: app.clock(), principal: principalOf(request) },
          request.body,
        ),
      ),
  );
};
