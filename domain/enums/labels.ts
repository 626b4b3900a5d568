/**
 * Turns an enum value into sentence-case display text: `IN_PROCESS` → "In process",
 * `PendingSettlement` → "Pending settlement", `CASH CREDIT` → "Cash credit".
 */
export function humanize(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A label for every value: `humanize(value)` unless an override gives the display text. */
export function labelsFor<const T extends string>(
  values: readonly T[],
  overrides: Partial<Record<T, string>> = {},
): Record<T, string> {
  const labels = {} as Record<T, string>;
  for (const value of values) labels[value] = overrides[value] ?? humanize(value);
  return labels;
}

/** Select or checkbox options of `values`, in their order, labelled by `labels`. */
export function optionsOf<const T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
