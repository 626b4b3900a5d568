import { z } from "zod";
import {
  atLeast,
  atMost,
  maxLength,
  moreThanZero,
  required,
  validAmount,
  validNumber,
  wholeNumber,
} from "./form-messages";

/** Whole rupees with up to 2 decimals of paise, as typed (no grouping commas, no sign). */
const RUPEES = /^\d+(\.\d{1,2})?$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Text inputs give strings and number inputs give numbers; both become the trimmed, non-empty text. */
const numericText = (label: string) =>
  z
    .union([z.string(), z.number()], { error: required(label) })
    .transform((value) =>
      typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim(),
    )
    .pipe(z.string().min(1, required(label)));

type AmountOptions = { maxLength?: number; allowZero?: boolean };

/**
 * A rupee amount kept as text ("125000.50"), so the spec's max-length rules apply to what the user typed
 * and no float ever touches money; `domain/` money helpers turn it into paise. Default length 12 (< ₹100 crore).
 */
export const rupeeAmount = (label: string, { maxLength: max = 12, allowZero = false }: AmountOptions = {}) =>
  numericText(label)
    .pipe(z.string().max(max, maxLength(label, max)))
    .pipe(z.string().regex(RUPEES, validAmount(label)))
    .pipe(z.string().refine((value) => allowZero || Number(value) > 0, moreThanZero(label)));

type PercentOptions = { maxLength?: number };

/** A percentage (rate, fee, TDS) kept as text, from 0 to 100, with the spec's max length (5 by default). */
export const percentText = (label: string, { maxLength: max = 5 }: PercentOptions = {}) =>
  numericText(label)
    .pipe(z.string().max(max, maxLength(label, max)))
    .pipe(z.string().regex(RUPEES, validNumber(label)))
    .pipe(z.string().refine((value) => Number(value) <= 100, atMost(label, 100)));

type NumberOptions = {
  min?: number;
  max?: number;
  minMessage?: string;
  maxMessage?: string;
  integer?: boolean;
};

/** A count or measure (animals, days, acres) as a number; accepts the text of a text input too. */
export const numberField = (
  label: string,
  { min = 0, max, minMessage, maxMessage, integer = true }: NumberOptions = {},
) =>
  z
    .union([z.number(), z.string()], { error: required(label) })
    .transform((value) => {
      if (typeof value === "number") return value;
      const text = value.trim();
      if (text === "") return undefined;
      return DECIMAL.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(z.number({ error: (issue) => (issue.input === undefined ? required(label) : validNumber(label)) }))
    .pipe(z.number().refine((value) => !integer || Number.isInteger(value), wholeNumber(label)))
    .pipe(
      z
        .number()
        .refine((value) => value >= min, minMessage ?? atLeast(label, min))
        .refine((value) => max === undefined || value <= max, maxMessage ?? atMost(label, max ?? 0)),
    );

/** A whole number typed into a text input under a max-length rule (loan tenure in months), as a number. */
export const countText = (label: string, { maxLength: max = 5 }: { maxLength?: number } = {}) =>
  numericText(label)
    .pipe(z.string().max(max, maxLength(label, max)))
    .pipe(z.string().regex(/^\d+$/, wholeNumber(label)))
    .transform(Number)
    .pipe(z.number().refine((value) => value > 0, moreThanZero(label)));

/** Makes a numeric rule optional: absent, or an empty text input, passes as `undefined`. */
export const optionalNumeric = <T extends z.ZodType<unknown, string | number>>(rule: T) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((value) => (typeof value === "string" && value.trim() === "" ? undefined : value))
    .pipe(rule.optional());
