import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiError, FieldError } from "@domain/api/envelope";
import { SERVER_ERROR_SENTENCE } from "@domain/text/error-sentences";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ALREADY_RECORDED, ApiProblem, VALIDATION_FAILED } from "@server/http/errors";
import { isUniqueViolation } from "@server/db/unique-violation";

/** Messages for the framework's own client errors, in the product's words. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_REQ_FILE_TOO_LARGE: "Uploaded file is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported media type",
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is empty",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Content-Length does not match the body",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Unsupported media type",
};

function fieldErrors(error: FastifyError): FieldError[] {
  const source = error.validationContext;
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    return { field: path || String(source ?? "body"), message: issue.message ?? "Invalid value" };
  });
}

/**
 * A form's fields are highlighted under them, so its message says so; a list's address or a record's id has
 * no field on screen to highlight, so its message names what was wrong.
 */
function validationMessage(error: FastifyError, errors: readonly FieldError[]): string {
  const inAddress = error.validationContext === "querystring" || error.validationContext === "params";
  const [first] = errors;
  return inAddress && first ? `${first.field}: ${first.message}` : VALIDATION_FAILED;
}

/**
 * Every error, from a route, a hook or the framework, leaves as `{ message, errors? }` with its status. A
 * server error's stack (which may quote SQL and its parameters) goes to the log under the request id, never
 * into the answer, in every mode; the answer carries the request id so support can find the log line.
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiProblem) {
      if (error.headers) void reply.headers(error.headers);
      const body: ApiError = {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.code ? { code: error.code } : {}),
      };
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error);
      return reply.code(400).send({ message: validationMessage(error, errors), errors } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? error.message;
      return reply.code(status).send({ message } satisfies ApiError);
    }
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error }, "unique violation answered 409");
      return reply.code(409).send({ message: ALREADY_RECORDED } satisfies ApiError);
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: SERVER_ERROR_SENTENCE, requestId: request.id } satisfies ApiError);
  });
}
