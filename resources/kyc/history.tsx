import type { Identity } from "@domain/api/auth";
import type { KycCheckItem } from "@domain/api/kyc";
import { PAGE_SIZE_OPTIONS } from "@domain/constants";
import { type HttpError, useGetIdentity, useTable } from "@refinedev/core";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ExportButton } from "@src/components/list-export/export-button";
import { ListTable } from "@src/components/list-table/list-table";
import listStyles from "@src/components/list-panel/list-panel.module.css";
import { kycHistoryColumns } from "./history-columns";
import { KycHistoryFilters, type KycHistoryFilterValues } from "./history-filters";

/** The history of checks the user may see (`GET /master/kyc/checks`), newest first, its filters in the URL. */
export function KycHistory() {
  const { data: identity } = useGetIdentity<Identity>();
  const refineTable = useTable<KycCheckItem, HttpError>({
    resource: "kyc-checks",
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE_OPTIONS[0] },
  });
  const { tableQuery, result } = refineTable;
  const { data, filters } = bindRefineTable(refineTable);
  const { text: filterValue, setText: setFilter } = filters;
  const values: KycHistoryFilterValues = {
    kind: filterValue("kind"),
    result: filterValue("result"),
    checkedBy: filterValue("checkedBy"),
    checkedFrom: filterValue("checkedFrom"),
    checkedTo: filterValue("checkedTo"),
  };

  return (
    <section className={listStyles.panel} aria-labelledby="kyc-history-heading">
      <ListTable<KycCheckItem>
        tableId="kyc-checks"
        label="KYC checks"
        columns={kycHistoryColumns}
        data={data}
        emptyText="No checks match these filters"
        actions={
          <ExportButton resource="kyc-checks" filters={refineTable.filters} sorters={refineTable.sorters} />
        }
        toolbar={
          <>
            <div className={listStyles.heading}>
              <h2 id="kyc-history-heading" className={listStyles.title}>
                History of checks
              </h2>
              <span className={listStyles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
            </div>
            <DebouncedSearchInput
              className={listStyles.searchWide}
              label="Search checks"
              placeholder="Checker, or a whole PAN, GSTIN or account"
              value={filterValue("search", "contains") ?? ""}
              onSearch={(value) => setFilter("search", value, "contains")}
            />
            <KycHistoryFilters
              value={values}
              me={identity?.id}
              onChange={(field, value) => setFilter(field, value)}
            />
          </>
        }
      />
    </section>
  );
}
