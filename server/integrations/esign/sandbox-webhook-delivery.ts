import type { FastifyInstance } from "fastify";
import { ESIGN_SIGNATURE_HEADER, signWebhookBody } from "./esign-webhook-signature";

/**
 * How the Digio-shaped sandboxes (e-sign and mandates) deliver a webhook: the JSON body signed as Digio signs it,
 * under the installation's secret, through the app's real webhook route, so the sandbox is trusted no more than
 * Digio would be.
 */
export const deliverSandboxWebhook = (app: FastifyInstance, url: string, secret: string, body: string) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", [ESIGN_SIGNATURE_HEADER]: signWebhookBody(secret, body) },
    payload: body,
  });
