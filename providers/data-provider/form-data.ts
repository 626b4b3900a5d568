/** Builds multipart form data from a plain object: files as files, arrays as repeated fields, the rest as text. */
export function toFormData(variables: unknown): FormData {
  if (variables instanceof FormData) return variables;
  const form = new FormData();
  if (variables === null || typeof variables !== "object") return form;
  for (const [key, value] of Object.entries(variables)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item);
      else if (item instanceof Date) form.append(key, item.toISOString());
      else if (typeof item === "object") form.append(key, JSON.stringify(item));
      else form.append(key, String(item));
    }
  }
  return form;
}
