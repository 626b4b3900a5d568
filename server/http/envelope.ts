import type { ApiSuccess } from "@domain/api/envelope";

/** Wraps a result in the success envelope `{ payload, total? }`. */
export function ok<T>(payload: T, total?: number): ApiSuccess<T> {
  return total === undefined ? { payload } : { payload, total };
}
