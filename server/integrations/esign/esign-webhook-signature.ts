import { hmacSha256, sameHex } from "@server/auth/secrets";

/** The header Digio signs its webhooks in: HMAC-SHA256 of the raw body with the shared secret, in hex. */
export const ESIGN_SIGNATURE_HEADER = "x-digio-signature";

export const signWebhookBody = (secret: string, rawBody: string): string => hmacSha256(secret, rawBody);

export function isValidWebhookSignature(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return sameHex(signWebhookBody(secret, rawBody), signature.toLowerCase());
}
