/**
 * The lean list answer (`encoding=rows`): the field names once, then each row's values in that order, so a
 * page of 5000 does not repeat thirty keys 5000 times. `fromRows(toRows(items))` gives the items back.
 */
export type RowsEncoded = { fields: string[]; rows: unknown[][] };

export function toRows<T extends object>(
  items: readonly T[],
  fields: readonly (keyof T & string)[],
): RowsEncoded {
  return { fields: [...fields], rows: items.map((item) => fields.map((field) => item[field])) };
}

export function fromRows<T>({ fields, rows }: RowsEncoded): T[] {
  return rows.map((values) => {
    const item: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      item[field] = values[index];
    });
    return item as T;
  });
}

/** Whether a list answer is rows-encoded. */
export const isRowsEncoded = (body: unknown): body is RowsEncoded =>
  body !== null &&
  typeof body === "object" &&
  Array.isArray((body as RowsEncoded).fields) &&
  Array.isArray((body as RowsEncoded).rows);
