import { z } from "zod";

/** A list filter of several enum values: `a,b` or repeated `x=a&x=b`, each checked against `values`. */
export const csvParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(",")).map((v) => v.trim()).filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: `Choose from ${values.join(", ")}` })));

/** An amount filter in whole paise. */
export const paiseParam = z.coerce
  .number({ error: "Amount must be a whole number of paise" })
  .int("Amount must be a whole number of paise")
  .nonnegative("Amount cannot be negative");
