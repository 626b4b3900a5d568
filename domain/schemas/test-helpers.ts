import type { z } from "zod";

/** Every message a schema reports at `path` (dot-joined) for `input`; empty when that path is valid. */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join(".") === path).map((issue) => issue.message);
}

/** The message a form shows under the field: the first one reported at `path`. */
export const messageAt = (schema: z.ZodType, input: unknown, path: string): string | undefined =>
  messagesAt(schema, input, path)[0];

/** Parses `input`, failing the test with every issue when it does not pass. */
export function parseValid<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`Expected valid input, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}
