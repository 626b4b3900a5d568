import type { LoanItem } from "@domain/api/loans";
import { DEFAULT_LOAN_PAGE_SIZE } from "@domain/constants";
import { type TableFilters, useUrlTable } from "@src/components/list-table/use-url-table";

/** The list's filters as `GET /user/loans` names them; amounts in paise, dates `YYYY-MM-DD`. */
export type LoanFilterField =
  | "status"
  | "lenderId"
  | "anchorId"
  | "programmeId"
  | "createdFrom"
  | "createdTo"
  | "amountMin"
  | "amountMax";
export type LoanFilters = TableFilters<LoanFilterField>;

const LIST_FIELDS: readonly LoanFilterField[] = ["status"];

/** The loan list's state in the URL; 50 rows by default (spec section 9), newest first. */
export function useLoanTable() {
  const { refineTable, filters } = useUrlTable<LoanItem, LoanFilterField>({
    resource: "loans",
    pageSize: DEFAULT_LOAN_PAGE_SIZE,
    initialSort: { field: "createdAt", order: "desc" },
    listFields: LIST_FIELDS,
  });
  return { refineTable, loanFilters: filters };
}
