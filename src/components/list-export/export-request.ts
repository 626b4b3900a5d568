import { listQuery } from "@providers/data-provider/list-query";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import type { QueryParams } from "@providers/http-client";
import type { CrudFilter, CrudSort } from "@refinedev/core";

/** The lists the API exports: each answers `<its list path>/export`. */
export type ExportableResource =
  | "invoices"
  | "suppliers"
  | "partners"
  | "retailers"
  | "users"
  | "leads"
  | "kyc-checks"
  | "anchors"
  | "anchor-users"
  | "report-settings"
  | "programmes"
  | "lender-bank-accounts"
  | "loans"
  | "delinquency"
  | "statements"
  | "mandates"
  | "emis"
  | "collections"
  | "utr-imports"
  | "reconciliation-statements"
  | "reconciliation-lines"
  | "admin-utility";

/**
 * The export of a list as Refine shows it: the list's own path with `/export`, and the query the data
 * provider sends for those filters and sorters, without the page (the export has every matching row).
 */
export function exportRequest(
  resource: ExportableResource,
  filters: CrudFilter[],
  sorters: CrudSort[],
): { url: string; query: QueryParams } {
  return {
    url: `${resolveEndpoint(resource, "list").url}/export`,
    query: listQuery({ filters, sorters, pagination: { mode: "off" } }),
  };
}
