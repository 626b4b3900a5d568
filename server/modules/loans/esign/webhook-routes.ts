import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { esignEvents } from "@server/db/schema/loans";
import { ok } from "@server/http/envelope";
import { acceptRawJson, signedWebhookEvent } from "@server/http/signed-webhook";
import { ApiProblem } from "@server/http/errors";
import { ESIGN_SIGNATURE_HEADER } from "@server/integrations/esign/esign-webhook-signature";
import { applyProviderStatus } from "./esign-apply";
import { esignRequestByDigioId } from "./esign-records";

/** A Digio webhook: `{ id, event: "doc.signed", payload: { document: { id: "DID…" } } }` (other fields ignored). */
const eventSchema = z.object({
  id: z.string().min(1).max(100),
  event: z.string().min(1).max(100),
  payload: z.object({ document: z.object({ id: z.string().min(1).max(64) }) }),
});

const outcomeSchema = z.object({
  eventId: z.string(),
  outcome: z.enum(["applied", "duplicate", "ignored", "refused"]),
  message: z.string().optional(),
});

const NO_SECRET = "E-sign webhooks are not configured (ESIGN_WEBHOOK_SECRET)";
const BAD_EVENT = "The webhook body is not a Digio document event";

/**
 * `POST /user/esign/webhook`: the provider's events, HMAC-SHA256 signed over the raw body (401 otherwise). Each
 * event id is taken once (a replay answers `duplicate` and changes nothing). An event for a document we never
 * requested answers 200 `ignored`, so the provider stops retrying it. Otherwise the document's status is pulled
 * from the provider and applied as a sync would; a signature that cannot take effect (e.g. a lapsed KFS)
 * answers 200 `refused` with the reason.
 */
export const esignWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawJson(app);

  app.post(
    "/user/esign/webhook",
    {
      config: { access: "public" },
      schema: {
        tags: ["user"],
        summary: "E-sign provider webhook (doc.signed and others), HMAC-signed in x-digio-signature",
        response: {
          200: apiSuccessSchema(outcomeSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { json, event: event } = signedWebhookEvent(
        request.body,
        request.headers[ESIGN_SIGNATURE_HEADER],
        {
          secret: app.esignWebhookSecret,
          noSecret: NO_SECRET,
          badEvent: BAD_EVENT,
          schema: eventSchema,
        },
      );
      const digioId = event.payload.document.id;
      const inserted = await app.db
        .insert(esignEvents)
        .values({
          eventId: event.id,
          providerDocumentId: digioId,
          event: event.event,
          payload: json as object,
        })
        .onConflictDoNothing()
        .returning({ eventId: esignEvents.eventId });
      if (inserted.length === 0) return ok({ eventId: event.id, outcome: "duplicate" as const });
      const found = await esignRequestByDigioId(app.db, app.esign.name, digioId);
      if (!found) return ok({ eventId: event.id, outcome: "ignored" as const, message: "Unknown document" });
      try {
        await applyProviderStatus(app, found.request, found.loanNumber);
      } catch (error) {
        if (!(error instanceof ApiProblem) || error.statusCode !== 409) {
          // Not taken: the provider's retry must find the event new.
          await app.db.delete(esignEvents).where(eq(esignEvents.eventId, event.id));
          throw error;
        }
        request.log.warn({ digioId, reason: error.message }, "e-sign event could not take effect");
        return ok({ eventId: event.id, outcome: "refused" as const, message: error.message });
      }
      return ok({ eventId: event.id, outcome: "applied" as const });
    },
  );
};
