import { PlusOutlined } from "@ant-design/icons";
import type { AnchorItem } from "@domain/api/anchors";
import { type HttpError, useTable } from "@refinedev/core";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { ExportButton } from "@src/components/list-export/export-button";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import { LinkButton } from "@src/components/link-button";
import { useNavigate } from "react-router";
import { AnchorStatusFilter, LendingTypeFilter } from "./anchor-filters";
import { ANCHOR_ROUTES, anchorShowPath } from "./anchor-routes";
import { ANCHOR_COLUMNS } from "./columns";
import { useIsClientManager } from "./use-client-manager";
import styles from "./anchors.module.css";

/** The client-management hub's Anchors tab: searched, filtered, sorted and paged in the URL; a row opens the anchor. */
export default function AnchorList() {
  const navigate = useNavigate();
  const manager = useIsClientManager();
  const refineTable = useTable<AnchorItem, HttpError>({
    resource: "anchors",
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "name", order: "asc" }] },
  });
  const { tableQuery, result } = refineTable;
  const { data, filters } = bindRefineTable(refineTable);

  return (
    <section className={styles.panel} aria-labelledby="anchors-heading">
      <ListTable<AnchorItem>
        tableId="anchors"
        label="Anchors"
        columns={ANCHOR_COLUMNS}
        data={data}
        emptyText="No anchors match this search"
        onRowClick={(anchor) => void navigate(anchorShowPath(anchor.id))}
        actions={
          <>
            <ExportButton resource="anchors" filters={refineTable.filters} sorters={refineTable.sorters} />
            {manager ? (
              <LinkButton type="primary" icon={<PlusOutlined />} to={ANCHOR_ROUTES.create}>
                New anchor
              </LinkButton>
            ) : null}
          </>
        }
        toolbar={
          <>
            <div className={styles.heading}>
              <h2 id="anchors-heading" className={styles.title}>
                Anchors
              </h2>
              <span className={styles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
            </div>
            <DebouncedSearchInput
              className={styles.search}
              label="Search anchors"
              placeholder="Anchor name"
              value={filters.text("search", "contains") ?? ""}
              onSearch={(value) => filters.setText("search", value, "contains")}
            />
            <AnchorStatusFilter
              value={filters.text("status")}
              onChange={(value) => filters.setText("status", value)}
            />
            <LendingTypeFilter
              value={filters.text("lendingType")}
              onChange={(value) => filters.setText("lendingType", value)}
            />
          </>
        }
      />
    </section>
  );
}
