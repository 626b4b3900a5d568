import { fromRows, isRowsEncoded } from "@domain/api/list-rows";

/** Reads `{payload, total?}` bodies; a bare array (as the spec describes check-access) is read as the payload. */
export function payloadOf<T>(body: unknown): T {
  if (body !== null && typeof body === "object" && !Array.isArray(body) && "payload" in body) {
    return (body as { payload: T }).payload;
  }
  return body as T;
}

/** Reads a list answer: `{payload, total?}`, a bare array, or the lean `{fields, rows, total}` (`encoding=rows`). */
export function listOf<T>(body: unknown): { data: T[]; total: number; totalIsCapped?: boolean } {
  const payload = isRowsEncoded(body) ? fromRows<T>(body) : payloadOf<unknown>(body);
  const data = Array.isArray(payload) ? (payload as T[]) : [];
  const total =
    body !== null && typeof body === "object" && "total" in body && typeof body.total === "number"
      ? body.total
      : data.length;
  // A total that is only a lower bound ("550+"), as a list that does not count every row answers it.
  const capped =
    body !== null && typeof body === "object" && "totalIsCapped" in body && body.totalIsCapped === true;
  return capped ? { data, total, totalIsCapped: true } : { data, total };
}
