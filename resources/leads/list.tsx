import type { LeadItem } from "@domain/api/leads";
import { PAGE_SIZE_OPTIONS } from "@domain/constants";
import type { LeadStage } from "@domain/enums/leads";
import { type HttpError, useTable } from "@refinedev/core";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ExportButton } from "@src/components/list-export/export-button";
import { ListTable } from "@src/components/list-table/list-table";
import { useMemo, useState } from "react";
import styles from "@src/components/list-panel/list-panel.module.css";
import { leadColumns } from "./columns";
import { LeadDrawer } from "./lead-drawer";
import { LeadFilters, type LeadFilterValues } from "./lead-filters";
import { StageTabs } from "./stage-tabs";
import { useLeadCounts } from "./use-lead-counts";

/** `/admin/lead-management`: the leads the user may see, by stage, searchable; a row opens its profile. */
export default function LeadManagementPage() {
  const [openId, setOpenId] = useState<string>();
  const refineTable = useTable<LeadItem, HttpError>({
    resource: "leads",
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE_OPTIONS[0] },
    sorters: { initial: [{ field: "createdAt", order: "desc" }] },
  });
  const { tableQuery, result, filters } = refineTable;
  const { data, filters: bound } = bindRefineTable(refineTable);
  const counts = useLeadCounts(filters);
  const columns = useMemo(() => leadColumns((lead) => setOpenId(lead.id)), []);
  const { text: filterValue, setText: setFilter } = bound;
  const values: LeadFilterValues = {
    source: filterValue("source"),
    createdFrom: filterValue("createdFrom"),
    createdTo: filterValue("createdTo"),
  };

  return (
    <section className={styles.panel} aria-labelledby="leads-heading">
      <div className={styles.heading}>
        <h2 id="leads-heading" className={styles.title}>
          Leads
        </h2>
        <span className={styles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
      </div>
      <StageTabs
        value={filterValue("stage") as LeadStage | undefined}
        counts={counts}
        onChange={(stage) => setFilter("stage", stage)}
      />
      <ListTable<LeadItem>
        tableId="leads"
        label="Leads"
        columns={columns}
        data={data}
        emptyText="No leads match these filters"
        onRowClick={(lead) => setOpenId(lead.id)}
        actions={
          <ExportButton resource="leads" filters={refineTable.filters} sorters={refineTable.sorters} />
        }
        toolbar={
          <>
            <DebouncedSearchInput
              className={styles.searchWide}
              label="Search leads"
              placeholder="Name, business or mobile"
              value={filterValue("search", "contains") ?? ""}
              onSearch={(value) => setFilter("search", value, "contains")}
            />
            <LeadFilters value={values} onChange={(field, value) => setFilter(field, value)} />
          </>
        }
      />
      <LeadDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </section>
  );
}
