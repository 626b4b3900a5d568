/** Amounts are carried as whole paise (1 rupee = 100 paise) so that sums are exact. */
export const PAISE_PER_RUPEE = 100;

export function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError("Amount in paise must be a whole number");
}

/** Paise to rupees as a number, for charts and inputs (never for further arithmetic). */
export function paiseToRupees(paise: number): number {
  assertPaise(paise);
  return paise / PAISE_PER_RUPEE;
}
