import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { isValidWebhookSignature } from "@server/integrations/esign/esign-webhook-signature";
import { ApiProblem, badRequest, unauthorized } from "./errors";

/** The raw body, kept whole (not trimmed like other payloads) because the signature covers its bytes. */
class RawBody {
  constructor(readonly text: string) {}
}

const BAD_SIGNATURE = "The webhook signature is missing or wrong";

/** Takes the plugin's JSON bodies as raw text, for the routes that check a signature over them. */
export function acceptRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    done(null, new RawBody(typeof body === "string" ? body : body.toString("utf8")));
  });
}

export interface SignedWebhookRules<T extends z.ZodType> {
  secret: string | null | undefined;
  /** Why there is no secret (which variable to set). */
  noSecret: string;
  /** Why a well-signed body is refused: it is not the provider's event. */
  badEvent: string;
  schema: T;
}

/**
 * A provider's webhook event, HMAC-SHA256 signed over the raw body: 415 unless JSON, 401 without a secret or
 * with a missing or wrong signature, 400 unless the body is the event `schema` describes.
 */
export function signedWebhookEvent<T extends z.ZodType>(
  body: unknown,
  signature: unknown,
  rules: SignedWebhookRules<T>,
): { json: unknown; event: z.output<T> } {
  if (!(body instanceof RawBody)) throw new ApiProblem(415, "Send the webhook as application/json");
  if (!rules.secret) throw unauthorized(rules.noSecret);
  if (
    !isValidWebhookSignature(rules.secret, body.text, typeof signature === "string" ? signature : undefined)
  )
    throw unauthorized(BAD_SIGNATURE);
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    throw badRequest(rules.badEvent);
  }
  const parsed = rules.schema.safeParse(json);
  if (!parsed.success) throw badRequest(rules.badEvent);
  return { json, event: parsed.data };
}
