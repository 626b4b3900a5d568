import { z } from "zod";

/** A field-level error as the API reports it; forms show `message` under the field named `field`. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failed call answers this body, with the matching HTTP status. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  /** A stable code a client branches on, where the message alone would not do (e.g. `OWN_PASSWORD_REQUIRED`). */
  code: z.string().optional(),
  /** On a server error (500): the request id its log line is filed under, for support. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every successful call (except the OAuth token response) answers `{ payload, total? }`. */
export type ApiSuccess<T> = { payload: T; total?: number };

export const apiSuccessSchema = <T extends z.ZodType>(payload: T) =>
  z.object({ payload, total: z.number().int().nonnegative().optional() });
