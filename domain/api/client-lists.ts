import { maxLength } from "@domain/schemas/form-messages";
import { z } from "zod";
import { sortParam } from "./list-params";
import { counterpartyListQuerySchema } from "./counterparties";

/**
 * The query shape every client-management list shares: the spec's page sizes, a sort over the list's own
 * fields (`field` or `-field`) and a case-insensitive contains search.
 */
export const clientListQuery = <const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: string,
) =>
  z.object({
    ...counterpartyListQuerySchema.pick({ page: true, pageSize: true }).shape,
    sort: sortParam(sortFields).default(defaultSort),
    search: z.string().trim().max(100, maxLength("Search", 100)).optional(),
  });

/** A paged list answer: the page's items and how many match. */
export const pagedAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ payload: z.array(item), total: z.number().int().nonnegative() });
