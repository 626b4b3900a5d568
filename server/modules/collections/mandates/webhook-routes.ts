import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { MANDATE_EVENTS, MANDATE_NOT_FOUND, type MandateEvent } from "@domain/api/mandates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { mandateEvents, mandates } from "@server/db/schema/mandates";
import { ok } from "@server/http/envelope";
import { acceptRawJson, signedWebhookEvent } from "@server/http/signed-webhook";
import { ApiProblem, notFound } from "@server/http/errors";
import { MANDATE_SIGNATURE_HEADER } from "@server/integrations/mandates/mandate-webhook-signature";
import { changeForEvent } from "./mandate-event-changes";
import { applyMandateChange, lockMandate } from "./mandate-transition";

const UMRN = /^[A-Z0-9]{20}$/;

/** A Digio mandate webhook: `{ id, event: "mandate.register_success", payload: { mandate: { id: "ENA…", umrn } } }`. */
const eventSchema = z
  .object({
    id: z.string().min(1).max(100),
    event: z.enum(MANDATE_EVENTS.map((event) => `mandate.${event}`) as [string, ...string[]]),
    payload: z.object({
      mandate: z.object({
        id: z.string().min(1).max(64),
        umrn: z.string().regex(UMRN).optional(),
        reason: z.string().max(500).optional(),
      }),
    }),
  })
  .refine((body) => body.event !== "mandate.register_success" || body.payload.mandate.umrn !== undefined);

const outcomeSchema = z.object({
  eventId: z.string(),
  outcome: z.enum(["applied", "duplicate", "refused"]),
  message: z.string().optional(),
});

const NO_SECRET = "Mandate webhooks are not configured (MANDATE_WEBHOOK_SECRET)";
const BAD_EVENT = "The webhook body is not a Digio mandate event";

/**
 * `POST /user/mandates/webhook`: the provider's events, HMAC-SHA256 signed over the raw body (401 otherwise).
 * Each event id is taken once (a replay answers `duplicate` and changes nothing); a mandate we do not have
 * answers 404 and nothing else; an event the mandate's status cannot take answers 200 `refused` with the
 * reason, so the provider stops retrying it.
 */
export const mandateWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawJson(app);

  app.post(
    "/user/mandates/webhook",
    {
      config: { access: "public" },
      schema: {
        tags: ["user"],
        summary:
          "Mandate provider webhook (mandate.auth_success, register_success, …), HMAC-signed in x-digio-signature",
        response: {
          200: apiSuccessSchema(outcomeSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { json, event: body } = signedWebhookEvent(
        request.body,
        request.headers[MANDATE_SIGNATURE_HEADER],
        {
          secret: app.mandateWebhookSecret,
          noSecret: NO_SECRET,
          badEvent: BAD_EVENT,
          schema: eventSchema,
        },
      );
      const event = body.event.slice("mandate.".length) as MandateEvent;
      const at = app.clock();
      try {
        const applied = await app.db.transaction(async (tx) => {
          const [seen] = await tx
            .select({ id: mandateEvents.id })
            .from(mandateEvents)
            .where(eq(mandateEvents.providerEventId, body.id));
          if (seen) return false;
          const [found] = await tx
            .select({ id: mandates.id })
            .from(mandates)
            .where(
              and(
                eq(mandates.provider, app.mandates.name),
                eq(mandates.providerMandateId, body.payload.mandate.id),
              ),
            );
          const mandate = found && (await lockMandate(tx, found.id));
          if (!mandate) throw notFound(MANDATE_NOT_FOUND);
          return applyMandateChange(tx, {
            mandate,
            ...changeForEvent(mandate, event, body.payload.mandate, at),
            source: "provider",
            event: body.event,
            providerEventId: body.id,
            payload: json,
            actorId: mandate.borrowerUserId,
            note: body.payload.mandate.reason ?? null,
            at,
          });
        });
        return ok({ eventId: body.id, outcome: applied ? ("applied" as const) : ("duplicate" as const) });
      } catch (error) {
        if (!(error instanceof ApiProblem) || error.statusCode !== 409) throw error;
        request.log.warn(
          { mandate: body.payload.mandate.id, reason: error.message },
          "mandate event refused",
        );
        return ok({ eventId: body.id, outcome: "refused" as const, message: error.message });
      }
    },
  );
};
