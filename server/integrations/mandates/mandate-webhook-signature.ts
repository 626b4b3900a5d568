/** Digio signs its mandate webhooks as its e-sign ones (`esign-webhook-signature.ts`), with its own secret here. */
export {
  ESIGN_SIGNATURE_HEADER as MANDATE_SIGNATURE_HEADER,
  isValidWebhookSignature,
  signWebhookBody,
} from "@server/integrations/esign/esign-webhook-signature";

/** The signature of the embedded sandbox's webhooks when MANDATE_WEBHOOK_SECRET is not set (never in production). */
export const SANDBOX_MANDATE_WEBHOOK_SECRET = "sandbox-digio-mandate-webhook-secret-not-for-production";
