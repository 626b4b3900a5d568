import { z } from "zod";

/** The schema under the wrappers that keep a value's shape: optional, nullable, default, a pipe's input. */
function unwrapped(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return unwrapped(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return unwrapped(schema.in as z.ZodType);
  return schema;
}

/** The zod schema of one field of an object schema (or of an intersection of objects). */
export function fieldSchemaOf(schema: z.ZodType | undefined, name: string): z.ZodType | undefined {
  const inner = schema && unwrapped(schema);
  if (inner instanceof z.ZodIntersection)
    return (
      fieldSchemaOf(inner.def.left as z.ZodType, name) ?? fieldSchemaOf(inner.def.right as z.ZodType, name)
    );
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>)[name] : undefined;
}

/** The zod schema of an array schema's items, when the schema is an array. */
export function elementSchemaOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  const inner = schema && unwrapped(schema);
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
}
