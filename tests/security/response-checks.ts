import type { LightMyRequestResponse } from "fastify";

/** What must never appear in an answer: stack frames, source paths, SQL, installed packages. */
const INTERNALS: readonly [string, RegExp][] = [
  ["a stack frame", /\bat (?:async )?[\w$.<>[\] ]+ \(|\n\s+at /],
  ["a source path", /\.[cm]?[jt]s:\d+/],
  ["SQL text", /\b(?:SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/],
  ["node_modules", /node_modules/],
];

const textOf = (payload: unknown): string =>
  payload === undefined
    ? ""
    : typeof payload === "string"
      ? payload
      : Buffer.isBuffer(payload)
        ? payload.toString("latin1")
        : JSON.stringify(payload);

/**
 * Why an answer breaks the API's promises, if it does: a 5xx, an error without a string `message`, or
 * internals in the body (unless the request itself carried that text, which a 2xx may echo back).
 */
export function answerProblems(response: LightMyRequestResponse, requestPayload?: unknown): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400) {
    let message: unknown;
    try {
      message = (response.json() as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== "string" || message === "") problems.push("error answer without a string message");
  }
  const sent = textOf(requestPayload);
  for (const [what, pattern] of INTERNALS) {
    if (pattern.test(response.body) && !(status < 400 && pattern.test(sent)))
      problems.push(`body shows ${what}`);
  }
  return problems;
}
