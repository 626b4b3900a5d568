/** Digio signs its mandate webhooks as its e-sign ones (`esign-webhook-signature.ts`), with its own secret here. */
export {
  ESIGN_SIGNATURE_HEADER as MANDATE_SIGNATURE_HEADER,
  isValidWebhookSignature,
  signWebhookBody,
} from "@server/integrations/esign/esign-webhook-signature";
