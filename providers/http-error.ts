import { apiErrorSchema } from "@domain/api/envelope";
import { NETWORK_ERROR_SENTENCE, SERVER_ERROR_SENTENCE } from "@domain/text/error-sentences";
import type { HttpError, ValidationErrors } from "@refinedev/core";

const FALLBACK_MESSAGES: Record<number, string> = {
  400: "The request was not valid",
  403: "You do not have access to this",
  404: "Not found",
  409: "This record was changed by someone else",
  413: "The file is too large",
  415: "This file type is not accepted",
  429: "Too many requests, please wait a moment",
};

function fallbackMessage(status: number): string {
  if (status === 0) return NETWORK_ERROR_SENTENCE;
  return FALLBACK_MESSAGES[status] ?? (status >= 500 ? SERVER_ERROR_SENTENCE : "Request failed");
}

/**
 * Maps the API's error envelope (`{message, errors?: [{field, message}], code?}`) to Refine's `HttpError`,
 * whose message is what the user reads (a toast, an alert); any other answer (a proxy's page) gets a sentence.
 */
export function toHttpError(status: number, body: unknown): HttpError {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return { message: fallbackMessage(status), statusCode: status };
  const error: HttpError = { message: parsed.data.message || fallbackMessage(status), statusCode: status };
  if (parsed.data.code) error.code = parsed.data.code;
  if (parsed.data.errors && parsed.data.errors.length > 0) {
    const errors: ValidationErrors = {};
    for (const { field, message } of parsed.data.errors) {
      const existing = errors[field];
      errors[field] = Array.isArray(existing) ? [...existing, message] : [message];
    }
    error.errors = errors;
  }
  return error;
}

export function networkError(cause: unknown): HttpError {
  return { message: fallbackMessage(0), statusCode: 0, cause };
}

export function isHttpError(value: unknown): value is HttpError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { statusCode?: unknown }).statusCode === "number" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

export function statusOf(value: unknown): number | undefined {
  return isHttpError(value) ? value.statusCode : undefined;
}
