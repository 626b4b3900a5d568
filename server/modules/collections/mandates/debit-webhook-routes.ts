import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { EMI_NOT_FOUND } from "@domain/api/emis";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { MANDATE_NOT_FOUND } from "@domain/api/mandates";
import { nachReturnCodeSchema } from "@domain/collections/nach-return-codes";
import { businessDateAt, isBusinessDate } from "@domain/dates/business-date";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { emis, mandateEvents, mandates } from "@server/db/schema/index";
import { ok } from "@server/http/envelope";
import { ApiProblem, notFound } from "@server/http/errors";
import { acceptRawJson, signedWebhookEvent } from "@server/http/signed-webhook";
import { MANDATE_SIGNATURE_HEADER } from "@server/integrations/mandates/mandate-webhook-signature";
import { applyEmiAction } from "../emis/emi-actions";
import { postNachDebit } from "../emis/nach-debit";

/**
 * A debit result on a mandate: `{ id, event: "debit.success" | "debit.failed", payload: { debit: { id,
 * mandate_id: "ENA…", reference: <our EMI id>, amount_paise, debit_date, utr | return_code } } }`.
 */
const eventSchema = z
  .object({
    id: z.string().min(1).max(100),
    event: z.enum(["debit.success", "debit.failed"]),
    payload: z.object({
      debit: z.object({
        id: z.string().min(1).max(64),
        mandate_id: z.string().min(1).max(64),
        reference: z.guid(),
        amount_paise: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        debit_date: z.string().refine(isBusinessDate),
        utr: z.string().trim().min(1).max(35).optional(),
        return_code: nachReturnCodeSchema.optional(),
      }),
    }),
  })
  .refine((body) =>
    body.event === "debit.success"
      ? body.payload.debit.utr !== undefined
      : body.payload.debit.return_code !== undefined,
  );

const outcomeSchema = z.object({
  eventId: z.string(),
  outcome: z.enum(["applied", "duplicate", "refused"]),
  message: z.string().optional(),
});

const NO_SECRET = "Mandate webhooks are not configured (MANDATE_WEBHOOK_SECRET)";
const BAD_EVENT = "The webhook body is not a mandate debit event";

/**
 * `POST /user/mandates/debits/webhook`: the provider's debit results for presented EMIs, signed and idempotent
 * like its mandate events (each event id is kept on the mandate's timeline and taken once). A success posts
 * the NACH receipt (`postNachDebit`); a return code bounces the EMI exactly like the bounce action. An EMI not
 * presented on that mandate's loan answers 404; one whose status cannot take the result answers 200 `refused`.
 */
export const debitWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawJson(app);

  app.post(
    "/user/mandates/debits/webhook",
    {
      config: { access: "public" },
      schema: {
        tags: ["user"],
        summary:
          "Mandate provider debit result (debit.success with the UTR, debit.failed with the NACH return code), HMAC-signed",
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
        { secret: app.mandateWebhookSecret, noSecret: NO_SECRET, badEvent: BAD_EVENT, schema: eventSchema },
      );
      const debit = body.payload.debit;
      const at = app.clock();
      try {
        const applied = await app.db.transaction(async (tx) => {
          const [mandate] = await tx
            .select({ id: mandates.id, loanId: mandates.loanId, status: mandates.status })
            .from(mandates)
            .where(
              and(eq(mandates.provider, app.mandates.name), eq(mandates.providerMandateId, debit.mandate_id)),
            );
          if (!mandate) throw notFound(MANDATE_NOT_FOUND);
          const [emi] = await tx
            .select()
            .from(emis)
            .where(and(eq(emis.id, debit.reference), eq(emis.loanId, mandate.loanId)))
            .for("update");
          if (!emi) throw notFound(EMI_NOT_FOUND);
          const taken = await tx
            .insert(mandateEvents)
            .values({
              id: randomUUID(),
              mandateId: mandate.id,
              providerEventId: body.id,
              source: "provider",
              event: body.event,
              fromStatus: mandate.status,
              toStatus: mandate.status,
              note: `Instalment ${emi.installmentNumber} of ${emi.trancheRef}`,
              payload: json,
              at,
            })
            .onConflictDoNothing()
            .returning({ id: mandateEvents.id });
          if (taken.length === 0) return false;
          if (debit.return_code)
            await applyEmiAction(
              tx,
              emi,
              "bounce",
              { version: emi.version, returnCode: debit.return_code },
              { actorId: null, today: businessDateAt(at), at },
            );
          else
            await postNachDebit(
              tx,
              emi,
              { amountPaise: debit.amount_paise, bankReference: debit.utr!, debitDate: debit.debit_date },
              { actorId: null, at },
            );
          return true;
        });
        return ok({ eventId: body.id, outcome: applied ? ("applied" as const) : ("duplicate" as const) });
      } catch (error) {
        if (!(error instanceof ApiProblem) || error.statusCode !== 409) throw error;
        request.log.warn({ debit: debit.id, reason: error.message }, "debit result refused");
        return ok({ eventId: body.id, outcome: "refused" as const, message: error.message });
      }
    },
  );
};
