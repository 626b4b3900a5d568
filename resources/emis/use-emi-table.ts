import type { EmiItem } from "@domain/api/emis";
import { DEFAULT_LOAN_PAGE_SIZE } from "@domain/constants";
import { type TableFilters, useUrlTable } from "@src/components/list-table/use-url-table";

/** The list's filters as `GET /account/emis` names them; dates `YYYY-MM-DD`. */
export type EmiFilterField =
  "status" | "bounced" | "bounceReason" | "scheduleStatus" | "lenderId" | "anchorId" | "dueFrom" | "dueTo";
export type EmiFilters = TableFilters<EmiFilterField>;

const LIST_FIELDS: readonly EmiFilterField[] = ["status", "bounceReason"];

/** The EMI list's state (page, size, sort, filters) in the URL; 50 rows a page, oldest due first. */
export function useEmiTable() {
  const { refineTable, filters } = useUrlTable<EmiItem, EmiFilterField>({
    resource: "emis",
    pageSize: DEFAULT_LOAN_PAGE_SIZE,
    initialSort: { field: "dueDate", order: "asc" },
    listFields: LIST_FIELDS,
  });
  return { refineTable, emiFilters: filters };
}
