import fc from "fast-check";
import type { z } from "zod";
import { FORMATTED_VALUES, seededIdsFor, withConfirmations, type SeededIds } from "./fuzz-field-values";
import { hostileValue } from "./fuzz-hostile-values";
import { validishValue } from "./fuzz-schema-values";
import type { JsonSchema } from "./route-schemas";
import { elementSchemaOf, fieldSchemaOf } from "./zod-fields";

const MAX_DEPTH = 4;

/**
 * A value of one field built to pass the field's own zod schema: objects and arrays field by field; a leaf
 * from the seeded ids of the record it names, or the formatted and generated values its schema accepts.
 */
function acceptedValue(
  name: string,
  json: JsonSchema | undefined,
  zod: z.ZodType | undefined,
  seeded: SeededIds,
  depth: number,
): fc.Arbitrary<unknown> {
  if (!json || depth > MAX_DEPTH) return validishValue(json);
  if (json.properties) return acceptedObject(json, zod, seeded, depth);
  if (json.items) {
    const minLength = json.minItems ?? 0;
    return fc.array(acceptedValue(name, json.items, elementSchemaOf(zod), seeded, depth + 1), {
      minLength,
      maxLength: Math.max(minLength, Math.min(json.maxItems ?? 3, 3)),
    });
  }
  if (!zod) return validishValue(json);
  const candidates = seededIdsFor(name, seeded) ?? [
    ...FORMATTED_VALUES,
    ...fc.sample(validishValue(json), { numRuns: 20, seed: 42 }),
  ];
  const accepted = candidates.filter((value) => zod.safeParse(value).success);
  return accepted.length > 0 ? fc.constantFrom(...accepted) : validishValue(json);
}

function acceptedObject(
  json: JsonSchema,
  zod: z.ZodType | undefined,
  seeded: SeededIds,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = json.properties ?? {};
  const names = Object.keys(properties);
  const fields = Object.fromEntries(
    names.map((name) => [
      name,
      acceptedValue(name, properties[name], fieldSchemaOf(zod, name), seeded, depth + 1),
    ]),
  );
  return fc
    .record(fields, { requiredKeys: json.required ?? [] })
    .map((body) => withConfirmations(body, names));
}

/**
 * Bodies the route's own zod schema accepts, built field by field from its schema and the seeded records:
 * the well-formed requests that reach the service and its queries, for the fuzzer to spoil one field at a time.
 */
export function acceptedBodies(
  json: JsonSchema,
  zod: z.ZodType,
  seeded: SeededIds = {},
  tries = 300,
): Record<string, unknown>[] {
  const accepted = fc
    .sample(acceptedValue("", json, zod, seeded, 0), { numRuns: tries, seed: 42 })
    .filter((value) => value !== null && typeof value === "object" && zod.safeParse(value).success);
  return accepted.slice(0, 20) as Record<string, unknown>[];
}
/** An accepted body with one of its fields (or one new key) replaced by a hostile value. */
export function oneFieldSpoiled(bodies: readonly Record<string, unknown>[], json: JsonSchema) {
  const keys = Object.keys(json.properties ?? {});
  return fc
    .record({
      body: fc.constantFrom(...bodies),
      key: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant("unexpected"),
      value: hostileValue,
    })
    .map(({ body, key, value }) => ({ ...body, [key]: value }));
}
