import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";
import type { QueryParams } from "../http-client";

/** Query-string suffixes for comparison filters: `amount_gte=100`, `status_ne=Paid`. */
const SUFFIX: Partial<Record<CrudFilter["operator"], string>> = {
  ne: "_ne",
  lt: "_lt",
  gt: "_gt",
  lte: "_lte",
  gte: "_gte",
  nin: "_nin",
};

type FilterValue = string | number | boolean | (string | number)[];

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

function scalar(value: unknown): string | number | boolean {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

function addFilter(params: Record<string, FilterValue>, filter: CrudFilter): void {
  if (!("field" in filter)) {
    throw new Error(`"${filter.operator}" filter groups are not supported by the API`);
  }
  const { field, operator, value } = filter;
  if (isBlank(value)) return;
  switch (operator) {
    case "eq":
    case "contains":
    case "containss":
    case "startswith":
    case "endswith":
      params[field] = scalar(value);
      return;
    case "in":
      params[field] = (Array.isArray(value) ? value : [value]).map((item) => String(scalar(item)));
      return;
    case "between": {
      const [from, to] = Array.isArray(value) ? value : [];
      if (!isBlank(from)) params[`${field}_gte`] = scalar(from);
      if (!isBlank(to)) params[`${field}_lte`] = scalar(to);
      return;
    }
    default: {
      const suffix = SUFFIX[operator];
      if (!suffix) throw new Error(`The "${operator}" filter is not supported by the API`);
      params[`${field}${suffix}`] = Array.isArray(value)
        ? value.map((item) => String(scalar(item)))
        : scalar(value);
    }
  }
}

/**
 * The one translation of Refine's list state to the API's query string:
 * `page` and `pageSize` (server pagination), `sort=field,-other` (a minus for descending), one parameter per filter.
 */
export function listQuery(options: {
  pagination?: Pagination;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
}): QueryParams {
  const params: Record<string, FilterValue> = {};
  for (const filter of options.filters ?? []) addFilter(params, filter);
  const sort = (options.sorters ?? []).map(({ field, order }) => (order === "desc" ? `-${field}` : field));
  if (sort.length > 0) params.sort = sort.join(",");
  const mode = options.pagination?.mode ?? "server";
  if (mode === "server") {
    params.page = options.pagination?.currentPage ?? 1;
    params.pageSize = options.pagination?.pageSize ?? 10;
  }
  return params;
}
