import type { LightMyRequestResponse } from "fastify";
import { HOSTILE_STRINGS } from "./fuzz-hostile-values";

/** What must never appear in an answer: stack frames, source paths, SQL, installed packages. */
const INTERNALS: readonly [string, RegExp][] = [
  ["a stack frame", /\bat (?:async )?[\w$.<>[\] ]+ \(|\n\s+at /],
  ["a source path", /\.[cm]?[jt]s:\d+/],
  ["SQL text", /\b(?:SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/],
  ["node_modules", /node_modules/],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The hostile strings that look like internals themselves ("'; DROP TABLE users; --"), in any case. An earlier
 * fuzzed request may have stored one legitimately (a KYC check keeps the identifier it was asked about), and a
 * list answers it back later: a 2xx showing it reveals nothing.
 */
const PLANTED = HOSTILE_STRINGS.filter((text) => INTERNALS.some(([, pattern]) => pattern.test(text))).map(
  (text) => new RegExp(escapeRegExp(text), "gi"),
);
const withoutPlanted = (body: string) => PLANTED.reduce((rest, planted) => rest.replace(planted, ""), body);

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
 * internals in the body (unless the request itself carried that text, which a 2xx may echo back, or the text
 * is one the fuzz planted in stored data earlier).
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
  const body = status < 400 ? withoutPlanted(response.body) : response.body;
  for (const [what, pattern] of INTERNALS) {
    if (pattern.test(body) && !(status < 400 && pattern.test(sent))) problems.push(`body shows ${what}`);
  }
  return problems;
}
