import { randomInt, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { EMI_NOT_FOUND, emiDetailSchema, emiSandboxDebitRequestSchema } from "@domain/api/emis";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { mandates } from "@server/db/schema/index";
import { ok } from "@server/http/envelope";
import { conflict, notFound } from "@server/http/errors";
import { isSandboxMandates } from "@server/integrations/mandates/mandate-provider";
import { deliverSandboxWebhook } from "@server/integrations/esign/sandbox-webhook-delivery";
import { EMI_COLLECTORS } from "../emis/emi-access";
import { emiDetail } from "../emis/emi-detail";
import { findScopedEmi } from "../emis/emi-reads";
import { assertPresented } from "../emis/nach-debit";
import { outstandingOf } from "../receipts/open-dues";

const NO_SECRET =
  "Mandate webhooks are not configured (MANDATE_WEBHOOK_SECRET), so the sandbox cannot deliver them";
const NO_MANDATE = "This EMI's loan has no registered mandate with the sandbox to debit";

/**
 * `POST /account/emis/:id/sandbox/debit-result` (only with the embedded sandbox): the caller plays the
 * sponsor bank answering a presented EMI's debit on its loan's registered mandate; the sandbox then delivers
 * the signed `debit.success` (a sandbox RRN as the UTR, for what the EMI owes) or `debit.failed` (the return
 * code) through the real webhook route.
 */
export const sandboxDebitRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.mandates;
  if (!isSandboxMandates(provider)) return;
  app.post(
    "/account/emis/:id/sandbox/debit-result",
    {
      config: { access: EMI_COLLECTORS },
      schema: {
        tags: ["sandbox"],
        summary: "Sandbox bank: a presented EMI's debit succeeds or returns with a code; the webhook follows",
        params: z.object({ id: z.guid({ error: EMI_NOT_FOUND }) }),
        body: emiSandboxDebitRequestSchema,
        response: {
          200: apiSuccessSchema(emiDetailSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const found = await findScopedEmi(app.db, tenancyOf(request), request.params.id);
      if (!found) throw notFound(EMI_NOT_FOUND);
      const { emi } = found;
      assertPresented(emi);
      const [mandate] = emi.loanId
        ? await app.db
            .select({ providerMandateId: mandates.providerMandateId })
            .from(mandates)
            .where(
              and(
                eq(mandates.loanId, emi.loanId),
                eq(mandates.status, "Scheduled"),
                eq(mandates.provider, provider.name),
              ),
            )
        : [];
      if (!mandate) throw conflict(NO_MANDATE);
      const secret = app.mandateWebhookSecret;
      if (!secret) throw conflict(NO_SECRET);
      const { returnCode } = request.body;
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        event: returnCode ? "debit.failed" : "debit.success",
        created_at: app.clock().getTime(),
        payload: {
          debit: {
            id: `DBT${randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase()}`,
            mandate_id: mandate.providerMandateId,
            reference: emi.id,
            amount_paise: Object.values(outstandingOf(emi)).reduce((sum, paise) => sum + paise, 0),
            debit_date: businessDateAt(app.clock()),
            ...(returnCode ? { return_code: returnCode } : { utr: String(randomInt(1e11, 1e12)) }),
          },
        },
      });
      const delivered = await deliverSandboxWebhook(app, "/user/mandates/debits/webhook", secret, body);
      const answer = delivered.json<{ payload?: { outcome: string; message?: string }; message?: string }>();
      if (answer.payload?.outcome !== "applied")
        throw conflict(answer.payload?.message ?? answer.message ?? "The sandbox debit was not applied");
      return ok(await emiDetail(app.db, principalOf(request), emi.id, businessDateAt(app.clock())));
    },
  );
};
