import type { InventoriedRoute } from "@server/test-support/route-inventory";
import { z } from "zod";

/** The subset of JSON Schema that `z.toJSONSchema` produces for our route schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export type SchemaPart = "body" | "querystring" | "params" | "headers";

/** Converted once per zod schema: the tenancy suite asks for the same route's body thousands of times. */
const converted = new WeakMap<z.ZodType, Readonly<JsonSchema>>();

/** The JSON Schema of one part of a route's zod schema (input side), or undefined when it declares none. */
export function jsonSchemaOf(route: InventoriedRoute, part: SchemaPart): Readonly<JsonSchema> | undefined {
  const schema = route.schema?.[part];
  if (!(schema instanceof z.ZodType)) return undefined;
  let json = converted.get(schema);
  if (!json) {
    json = Object.freeze(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
    converted.set(schema, json);
  }
  return json;
}

/** The zod schema of one part, to check a built value against. */
export function zodSchemaOf(route: InventoriedRoute, part: SchemaPart): z.ZodType | undefined {
  const schema = route.schema?.[part];
  return schema instanceof z.ZodType ? schema : undefined;
}

/** The property names of an object schema (the first alternative of a union). */
export function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  const first = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0];
  return first ? propertiesOf(first) : {};
}

/** Writes (POST, PUT, PATCH) without a JSON body schema take multipart forms (the invoice entry). */
export const takesMultipart = (route: InventoriedRoute) =>
  ["POST", "PUT", "PATCH"].includes(route.method) && !route.schema?.body;
