/** Reads `{payload, total?}` bodies; a bare array (as the spec describes check-access) is read as the payload. */
export function payloadOf<T>(body: unknown): T {
  if (body !== null && typeof body === "object" && !Array.isArray(body) && "payload" in body) {
    return (body as { payload: T }).payload;
  }
  return body as T;
}

export function listOf<T>(body: unknown): { data: T[]; total: number } {
  const payload = payloadOf<unknown>(body);
  const data = Array.isArray(payload) ? (payload as T[]) : [];
  const total =
    body !== null && typeof body === "object" && "total" in body && typeof body.total === "number"
      ? body.total
      : data.length;
  return { data, total };
}
