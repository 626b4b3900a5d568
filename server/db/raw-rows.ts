/** The rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`, which the shared type leaves unknown. */
export function rawRows<T>(result: unknown): T[] {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error("Unexpected result of a raw query");
}
