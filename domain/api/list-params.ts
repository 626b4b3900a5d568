import { PAGE_SIZE_OPTIONS, type PageSize } from "@domain/constants";
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

/** The spec's page sizes (section 9), `defaultSize` when none is given. */
export const pageSizeParam = (defaultSize: PageSize) =>
  z.coerce
    .number()
    .refine((value) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(value), {
      message: `Page size must be one of ${PAGE_SIZE_OPTIONS.join(", ")}`,
    })
    .default(defaultSize);

/** A list's sort: one of `fields`, ascending, or descending with a leading `-`. */
export const sortParam = (fields: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((value) => fields.includes(value.replace(/^-/, "")), {
      message: `Sort by one of ${fields.join(", ")}, with - for descending`,
    });
