const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Returns a copy of a payload with every string trimmed, through nested plain objects and arrays.
 * Anything else (numbers, booleans, null, Dates, Files, Blobs, class instances) is kept as it is,
 * by reference. The input is never changed. Shared and circular references are copied once.
 */
export function deepTrim<T>(value: T): T {
  return trimValue(value, new WeakMap()) as T;
}

function trimValue(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === "string") return value.trim();
  if (typeof value !== "object" || value === null) return value;
  const copied = seen.get(value);
  if (copied !== undefined) return copied;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(trimValue(item, seen));
    return copy;
  }
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(value) as object | null);
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    // defineProperty, so that an own "__proto__" key (JSON.parse makes those) stays a plain key.
    Object.defineProperty(copy, key, {
      value: trimValue(item, seen),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
