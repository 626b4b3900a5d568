import { randomUUID } from "node:crypto";
import { apiErrorSchema } from "@domain/api/envelope";
import {
  ESIGN_NOT_A_SIGNER,
  ESIGN_REQUEST_NOT_FOUND,
  esignAlreadySigned,
  esignNoLongerSignable,
  esignRequestResponseSchema,
  type EsignSigner,
} from "@domain/api/esign";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "@server/auth/request-auth";
import { scopeOf } from "@server/auth/tenancy";
import { ok } from "@server/http/envelope";
import { conflict, forbidden, notFound } from "@server/http/errors";
import { isSandboxEsign, type SandboxSignOutcome } from "@server/integrations/esign/esign-provider";
import { deliverSandboxWebhook } from "@server/integrations/esign/sandbox-webhook-delivery";
import { LOAN_READERS } from "../loan-access";
import { esignRequestByDigioId, toEsignRequest } from "./esign-records";
import { signerOfCaller } from "./sandbox-signer";

const NO_SECRET =
  "E-sign webhooks are not configured (ESIGN_WEBHOOK_SECRET), so the sandbox cannot deliver them";

/** The refusal of a sandbox signature, in words. */
function refused(outcome: SandboxSignOutcome, digioId: string, signer: EsignSigner) {
  switch (outcome.refusal) {
    case "closed":
      return conflict(esignNoLongerSignable(digioId, outcome.document.status));
    case "alreadySigned":
      return conflict(esignAlreadySigned(signer.name));
    case "notASigner":
      return forbidden(ESIGN_NOT_A_SIGNER);
    default:
      return null;
  }
}

/**
 * `POST /user/esign/sandbox/:digioId/sign` (only with the embedded sandbox): the caller signs as the signer it
 * is (the borrower's merchant user, or an NBFC user of the loan's lender; platform staff sign for nobody), then
 * the sandbox delivers a signed `doc.signed` webhook for that signer through the real webhook route. The
 * document is signed once every signer has signed.
 */
export const sandboxEsignRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.esign;
  if (!isSandboxEsign(provider)) return;
  app.post(
    "/user/esign/sandbox/:digioId/sign",
    {
      // Every loan reader may try; the handler lets only the signer itself sign, and says why to anyone else.
      config: { access: LOAN_READERS },
      schema: {
        tags: ["sandbox"],
        summary: "Sandbox e-sign: the caller signs as its own signer; the doc.signed webhook follows",
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
      const principal = principalOf(request);
      const found = await esignRequestByDigioId(app.db, provider.name, digioId, scopeOf(principal));
      if (!found) throw notFound(ESIGN_REQUEST_NOT_FOUND);
      const signer = await signerOfCaller(app.db, principal, found, found.request.signers as EsignSigner[]);
      const secret = app.esignWebhookSecret;
      if (!secret) throw conflict(NO_SECRET);
      const outcome = await provider.signAs(digioId, signer.identifier);
      if (!outcome) throw notFound(ESIGN_REQUEST_NOT_FOUND);
      const refusal = refused(outcome, digioId, signer);
      if (refusal) throw refusal;
      const { document } = outcome;
      const signedAt = document.signers.find((one) => one.identifier === signer.identifier)?.signedAt;
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        event: "doc.signed",
        created_at: Date.parse(signedAt ?? new Date(0).toISOString()),
        payload: {
          document: {
            id: digioId,
            agreement_status: document.status === "signed" ? "completed" : "requested",
            signing_parties: document.signers,
          },
          signer: { identifier: signer.identifier },
        },
      });
      await deliverSandboxWebhook(app, "/user/esign/webhook", secret, body);
      const after = await esignRequestByDigioId(app.db, provider.name, digioId);
      return ok(toEsignRequest(after!.request, after!.loanNumber));
    },
  );
};
