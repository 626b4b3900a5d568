import { z } from "zod";

/** The largest page the API serves: the biggest page-size choice of spec section 9. */
export const MAX_PAGE_SIZE = 5000;

/**
 * The deepest page a list serves by offset: with the largest page size the offset stays under 500 million,
 * inside PostgreSQL's integer range (deeper invoice pages use the keyset cursor).
 */
export const MAX_PAGE = 100_000;

/** `page`, 1-based, shared by every list query. */
export const pageParam = z.coerce
  .number({ error: "Page must be a whole number" })
  .int("Page must be a whole number")
  .min(1, "Page must be 1 or more")
  .max(MAX_PAGE, `Page cannot be more than ${MAX_PAGE.toLocaleString("en-IN")}`)
  .default(1);

/**
 * Query parameters every list endpoint takes: `page` (1-based), `pageSize`, and `sort` as `field`
 * (ascending) or `-field` (descending). List endpoints answer `{ payload: T[], total }`.
 */
export const listQuerySchema = z.object({
  page: pageParam,
  pageSize: z.coerce
    .number()
    .int("Page size must be a whole number")
    .min(1, "Page size must be 1 or more")
    .max(MAX_PAGE_SIZE, `Page size cannot be more than ${MAX_PAGE_SIZE}`)
    .default(10),
  sort: z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9_]*$/, "Sort must be a field name, optionally prefixed with -")
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Splits `-createdAt` into `{ field: "createdAt", direction: "desc" }`. */
export function parseSort(sort: string | undefined): { field: string; direction: "asc" | "desc" } | null {
  if (!sort) return null;
  return sort.startsWith("-")
    ? { field: sort.slice(1), direction: "desc" }
    : { field: sort, direction: "asc" };
}
