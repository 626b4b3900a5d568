/**
 * Progress of a bulk import: (a + b) / total × 100, rounded half up to two decimals; 0 when the
 * total is 0. `a` and `b` are row counts (e.g. processed and failed rows).
 */
export function bulkImportPercentage(a: number, b: number, total: number): number {
  for (const [name, value] of [
    ["a", a],
    ["b", b],
    ["total", total],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`Bulk import ${name} must be a whole number, 0 or more`);
  }
  if (total === 0) return 0;
  // Counts are integers, so work in hundredths of a percent with BigInt and round once.
  const numerator = BigInt(a + b) * 10_000n;
  const whole = BigInt(total);
  const hundredths = (2n * numerator + whole) / (2n * whole);
  return Number(hundredths) / 100;
}
