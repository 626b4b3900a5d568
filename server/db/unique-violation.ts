const UNIQUE_VIOLATION = "23505";

/** Whether a database error (as thrown through Drizzle) is a unique-constraint violation; optionally of `index`. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  if (typeof cause !== "object" || cause === null || !("code" in cause) || cause.code !== UNIQUE_VIOLATION) {
    return false;
  }
  if (index === undefined) return true;
  const constraint = "constraint" in cause ? cause.constraint : undefined;
  const message = "message" in cause ? String(cause.message) : "";
  return constraint === index || message.includes(index);
}
