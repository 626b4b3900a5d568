import { z } from "zod";
import { maxLength, required, validEmail } from "./form-messages";

type Limits = { max?: number };

/*
 * Rules are chained with `.pipe()` rather than `abort: true`: a pipe stops at its first failing stage, so an
 * empty field shows only "<label> is required", and an aborted issue would also stop the form-level checks
 * (such as "Passwords do not match") from running while a single field is still empty.
 */

/** Trimmed and non-empty, with the field's own "<label> is required" message. */
const filled = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label));

/** A required text input whose further rules (`rest`) only ever see non-empty, trimmed text. */
export const requiredThen = <T extends z.ZodType<unknown, string>>(label: string, rest: T) =>
  filled(label).pipe(rest);

/** A required text input: trimmed, "<label> is required" first and alone, then the length rule. */
export const requiredText = (label: string, { max }: Limits = {}) =>
  requiredThen(label, max === undefined ? z.string() : z.string().max(max, maxLength(label, max)));

/** An optional text input: absent or empty is fine; otherwise trimmed and length-limited. */
export const optionalText = (label: string, { max }: Limits = {}) => {
  const base = z.string().trim();
  return (max === undefined ? base : base.max(max, maxLength(label, max))).optional();
};

/**
 * Makes a rule for a non-empty string optional: `undefined` and `""` (an untouched input) pass, anything
 * else must satisfy `rule` and comes back as the rule's output (e.g. upper-cased).
 */
export const optionalOf = (rule: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return value;
      const result = rule.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.issues.push({ code: "custom", message: issue.message, input: value });
      return z.NEVER;
    })
    .optional();

const isEmail = (value: string): boolean => z.regexes.email.test(value);

export const requiredEmail = (label: string, { max = 100 }: Limits = {}) =>
  requiredThen(label, z.string().max(max, maxLength(label, max)).refine(isEmail, validEmail(label)));

/** E-mail the user may leave empty (partner and supplier create forms). */
export const optionalEmail = (label: string, { max = 100 }: Limits = {}) =>
  z
    .string()
    .trim()
    .max(max, maxLength(label, max))
    .refine((value) => value === "" || isEmail(value), validEmail(label))
    .optional();

/** A checkbox or switch; unticked when absent. */
export const flag = () => z.boolean().default(false);
