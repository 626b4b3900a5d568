import { hmacSha256, sameHex } from "@server/auth/secrets";

/** The header Digio signs its webhooks in: HMAC-SHA256 of the raw body with the shared secret, in hex. */
export const ESIGN_SIGNATURE_HEADER = "x-digio-signature";

/** The signature of the embedded sandbox's webhooks when ESIGN_WEBHOOK_SECRET is not set (never in production). */
export const SANDBOX_ESIGN_WEBHOOK_SECRET = "sandbox-digio-webhook-secret-not-for-production";

export const signWebhookBody = (secret: string, rawBody: string): string => hmacSha256(secret, rawBody);

export function isValidWebhookSignature(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return sameHex(signWebhookBody(secret, rawBody), signature.toLowerCase());
}
