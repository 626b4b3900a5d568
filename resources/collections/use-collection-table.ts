import type { CollectionItem } from "@domain/api/collections";
import { DEFAULT_LOAN_PAGE_SIZE } from "@domain/constants";
import { type TableFilters, useUrlTable } from "@src/components/list-table/use-url-table";

/** The list's filters as `GET /account/collections` names them; dates `YYYY-MM-DD`. */
export type CollectionFilterField = "status" | "channel" | "receivedFrom" | "receivedTo" | "lenderId" | "utr";
export type CollectionFilters = TableFilters<CollectionFilterField>;

const LIST_FIELDS: readonly CollectionFilterField[] = ["status", "channel"];

/** The collection manager's state (page, size, sort, filters) in the URL; 50 rows a page, newest first. */
export function useCollectionTable() {
  const { refineTable, filters } = useUrlTable<CollectionItem, CollectionFilterField>({
    resource: "collections",
    pageSize: DEFAULT_LOAN_PAGE_SIZE,
    initialSort: { field: "createdAt", order: "desc" },
    listFields: LIST_FIELDS,
  });
  return { refineTable, collectionFilters: filters };
}
