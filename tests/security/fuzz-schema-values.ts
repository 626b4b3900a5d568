import fc from "fast-check";
import { hostileValue } from "./fuzz-hostile-values";
import type { JsonSchema } from "./route-schemas";

/** A value of the schema's shape (what a well-meaning client sends). */
export function validishValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.string({ maxLength: 10 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((option) => validishValue(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "uuid") return fc.uuid();
      if (schema.format === "email") return fc.emailAddress();
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern));
        } catch {
          return fc.string();
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -5, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
      });
    case "number":
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validishValue(schema.items, depth + 1), { maxLength: 3 });
    case "object":
      return objectOf(schema, depth, () => 0);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The schema's value with some fields replaced by hostile ones, some dropped, some extra keys added. */
export function mutatedValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema?.properties) return fc.oneof(validishValue(schema), hostileValue);
  return fc.oneof(
    { weight: 4, arbitrary: objectOf(schema, 0, () => 1) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function objectOf(schema: JsonSchema, depth: number, hostility: () => number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      hostility() === 0
        ? validishValue(property, depth + 1)
        : fc.oneof(
            { weight: 3, arbitrary: validishValue(property, depth + 1) },
            { weight: 1, arbitrary: hostileValue },
          ),
    ]),
  );
  const required = hostility() === 0 ? (schema.required ?? []) : [];
  return fc.record(fields, { requiredKeys: required });
}
