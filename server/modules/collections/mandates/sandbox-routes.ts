import { randomUUID } from "node:crypto";
import {
  MANDATE_NOT_FOUND,
  type MandateEvent,
  mandateDetailResponseSchema,
  mandateSandboxRequestSchema,
} from "@domain/api/mandates";
import { apiErrorSchema } from "@domain/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { conflict, notFound } from "@server/http/errors";
import { isSandboxMandates, type ProviderMandate } from "@server/integrations/mandates/mandate-provider";
import { deliverSandboxWebhook } from "@server/integrations/esign/sandbox-webhook-delivery";
import { MANDATE_REGISTRARS } from "./mandate-access";
import { mandateDetail } from "./mandate-detail";
import { findScopedMandate } from "./mandate-reads";

const NO_SECRET =
  "Mandate webhooks are not configured (MANDATE_WEBHOOK_SECRET), so the sandbox cannot deliver them";

/** The webhooks a real provider would send for where the sandbox's mandate ended up. */
const EVENTS_FOR: Partial<Record<ProviderMandate["stage"], MandateEvent[]>> = {
  register_success: ["auth_success", "register_success"],
  ACTIVE: ["auth_success", "register_success"],
  auth_fail: ["auth_fail"],
  register_failed: ["auth_success", "register_failed"],
  FAILURE: ["auth_fail"],
};

/**
 * `POST /user/mandates/sandbox/:providerId/authenticate` (only with the embedded sandbox): the caller plays
 * the borrower authenticating and the banks answering; the sandbox then delivers the signed webhooks
 * (mandate.auth_success, mandate.register_success with the UMRN, …) through the real webhook route.
 */
export const sandboxMandateRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.mandates;
  if (!isSandboxMandates(provider)) return;
  app.post(
    "/user/mandates/sandbox/:providerId/authenticate",
    {
      config: { access: MANDATE_REGISTRARS },
      schema: {
        tags: ["sandbox"],
        summary:
          "Sandbox mandate: the borrower authenticates and the banks register (or refuse) it; webhooks follow",
        params: z.object({ providerId: z.string().max(64) }),
        body: mandateSandboxRequestSchema,
        response: {
          200: mandateDetailResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { providerId } = request.params;
      const found = await findScopedMandate(app.db, tenancyOf(request), {
        provider: provider.name,
        providerMandateId: providerId,
      });
      if (!found) throw notFound(MANDATE_NOT_FOUND);
      if (found.mandate.status !== "ScheduledPending")
        throw conflict(
          `${providerId} is ${found.mandate.status}; it is no longer waiting for authentication`,
        );
      const secret = app.mandateWebhookSecret;
      if (!secret) throw conflict(NO_SECRET);
      const result = await provider.authenticate(providerId, request.body.outcome);
      if (!result) throw notFound(MANDATE_NOT_FOUND);
      for (const event of EVENTS_FOR[result.stage] ?? []) {
        const body = JSON.stringify({
          id: `evt_${randomUUID()}`,
          event: `mandate.${event}`,
          created_at: app.clock().getTime(),
          payload: {
            mandate: {
              id: providerId,
              state: result.stage,
              ...(event === "register_success" ? { umrn: result.umrn } : {}),
              ...(result.reason ? { reason: result.reason } : {}),
            },
          },
        });
        await deliverSandboxWebhook(app, "/user/mandates/webhook", secret, body);
      }
      return ok(await mandateDetail(app, principalOf(request), found.mandate.id));
    },
  );
};
