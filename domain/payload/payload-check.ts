/** How deeply objects and arrays may nest in a payload; no form of ours comes close. */
export const MAX_PAYLOAD_DEPTH = 32;

export type PayloadProblem = { field: string; message: string };

const NUL = "\u0000";
// With the u flag a surrogate range matches only a surrogate that is not half of a pair.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Why a string cannot be stored as text (PostgreSQL refuses NUL; jsonb refuses lone surrogates), or null. */
export function unstorableTextReason(text: string): string | null {
  if (text.includes(NUL)) return "must not contain a NUL character";
  if (LONE_SURROGATE.test(text)) return "must not contain an unpaired UTF-16 surrogate";
  return null;
}

const fieldName = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first reason a decoded payload cannot be processed: nesting deeper than `maxDepth`, or a key or string
 * that cannot be stored as text. Walks with an explicit stack, so a hostile depth cannot overflow the call
 * stack. `root` names the payload (body, query, params) in the field of the answer.
 */
export function findPayloadProblem(
  value: unknown,
  root: string,
  maxDepth = MAX_PAYLOAD_DEPTH,
): PayloadProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  const seen = new Set<object>();
  for (let next = pending.pop(); next; next = pending.pop()) {
    const field = next.path || root;
    if (typeof next.value === "string") {
      const reason = unstorableTextReason(next.value);
      if (reason) return { field, message: `${field} ${reason}` };
      continue;
    }
    if (typeof next.value !== "object" || next.value === null || seen.has(next.value)) continue;
    seen.add(next.value);
    if (next.depth >= maxDepth)
      return { field, message: `${root} is nested more than ${maxDepth} levels deep` };
    for (const [key, item] of Object.entries(next.value)) {
      const path = fieldName(next.path, key);
      const reason = unstorableTextReason(key);
      if (reason) return { field: path, message: `Field name ${reason}` };
      pending.push({ value: item, path, depth: next.depth + 1 });
    }
  }
  return null;
}
