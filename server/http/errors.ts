import type { FieldError } from "@domain/api/envelope";

/** An error that becomes the error envelope `{ message, errors? }` with its HTTP status. */
export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiProblem";
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new ApiProblem(400, message, errors);
export const unauthorized = (message = "Authentication required") => new ApiProblem(401, message);
export const forbidden = (message = "You do not have access to this resource") =>
  new ApiProblem(403, message);
export const notFound = (message = "Not found") => new ApiProblem(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new ApiProblem(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiProblem(429, message, undefined, { "retry-after": String(retryAfterSeconds) });

/**
 * A unique violation no route turned into its own message: two requests raced to save the same thing (on
 * PostgreSQL the loser's insert meets the winner's row at commit). The loser is told, never a 500.
 */
export const ALREADY_RECORDED =
  "This was saved by another request at the same moment; reload to see it before trying again";

/** The message of a 400 whose details are in `errors`. */
export const VALIDATION_FAILED = "Please correct the highlighted fields";
