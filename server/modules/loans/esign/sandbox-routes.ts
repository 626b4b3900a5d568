import { randomUUID } from "node:crypto";
import { apiErrorSchema } from "@domain/api/envelope";
import { ESIGN_REQUEST_NOT_FOUND, esignRequestResponseSchema } from "@domain/api/esign";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tenancyOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { conflict, notFound } from "@server/http/errors";
import { isSandboxEsign } from "@server/integrations/esign/esign-provider";
import { ESIGN_SIGNATURE_HEADER, signWebhookBody } from "@server/integrations/esign/esign-webhook-signature";
import { LOAN_STAFF } from "../loan-access";
import { esignRequestByDigioId, toEsignRequest } from "./esign-records";

const NO_SECRET =
  "E-sign webhooks are not configured (ESIGN_WEBHOOK_SECRET), so the sandbox cannot deliver them";

/**
 * `POST /user/esign/sandbox/:digioId/sign` (only with the embedded sandbox): staff play every signer, then the
 * sandbox delivers a signed `doc.signed` webhook per signer through the real webhook route.
 */
export const sandboxEsignRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.esign;
  if (!isSandboxEsign(provider)) return;
  app.post(
    "/user/esign/sandbox/:digioId/sign",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags: ["sandbox"],
        summary: "Sandbox e-sign: every signer signs; the doc.signed webhooks follow",
        params: z.object({ digioId: z.string().max(64) }),
        response: {
          200: esignRequestResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { digioId } = request.params;
      const found = await esignRequestByDigioId(app.db, provider.name, digioId, tenancyOf(request));
      if (!found) throw notFound(ESIGN_REQUEST_NOT_FOUND);
      const document = await provider.signAll(digioId);
      if (!document) throw notFound(ESIGN_REQUEST_NOT_FOUND);
      if (document.status !== "signed")
        throw conflict(`${digioId} is ${document.status}; it can no longer be signed`);
      const secret = app.esignWebhookSecret;
      if (!secret) throw conflict(NO_SECRET);
      for (const signer of document.signers) {
        const body = JSON.stringify({
          id: `evt_${randomUUID()}`,
          event: "doc.signed",
          created_at: Date.parse(signer.signedAt ?? new Date(0).toISOString()),
          payload: {
            document: { id: digioId, agreement_status: "completed", signing_parties: document.signers },
            signer: { identifier: signer.identifier },
          },
        });
        await app.inject({
          method: "POST",
          url: "/user/esign/webhook",
          headers: {
            "content-type": "application/json",
            [ESIGN_SIGNATURE_HEADER]: signWebhookBody(secret, body),
          },
          payload: body,
        });
      }
      const after = await esignRequestByDigioId(app.db, provider.name, digioId);
      return ok(toEsignRequest(after!.request, after!.loanNumber));
    },
  );
};
