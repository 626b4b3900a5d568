import type { UtilityRun } from "@domain/api/admin-utility";
import { PAGE_SIZE_OPTIONS } from "@domain/constants";
import { type HttpError, useTable } from "@refinedev/core";
import { ExportButton } from "@src/components/list-export/export-button";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import listStyles from "@src/components/list-panel/list-panel.module.css";
import { utilityHistoryColumns } from "./history-columns";
import { UtilityHistoryFilters } from "./history-filters";

/** The admin operations run (`GET /user/admin/utility/history`), newest first, its filters in the URL. */
export function UtilityHistory() {
  const refineTable = useTable<UtilityRun, HttpError>({
    resource: "admin-utility",
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE_OPTIONS[0] },
  });
  const { tableQuery, result } = refineTable;
  const { data, filters } = bindRefineTable(refineTable);
  const { text: filterValue, setText: setFilter } = filters;
  return (
    <section className={listStyles.panel} aria-labelledby="utility-history-heading">
      <ListTable<UtilityRun>
        tableId="admin-utility"
        label="Admin operations"
        columns={utilityHistoryColumns}
        data={data}
        emptyText="No operations match these filters"
        actions={
          <ExportButton
            resource="admin-utility"
            filters={refineTable.filters}
            sorters={refineTable.sorters}
          />
        }
        toolbar={
          <>
            <div className={listStyles.heading}>
              <h2 id="utility-history-heading" className={listStyles.title}>
                History
              </h2>
              <span className={listStyles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
            </div>
            <UtilityHistoryFilters
              value={{
                operation: filterValue("operation"),
                userId: filterValue("userId"),
                outcome: filterValue("outcome"),
                runFrom: filterValue("runFrom"),
                runTo: filterValue("runTo"),
              }}
              onChange={(field, value) => setFilter(field, value)}
            />
          </>
        }
      />
    </section>
  );
}
