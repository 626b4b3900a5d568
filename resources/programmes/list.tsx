import { PlusOutlined } from "@ant-design/icons";
import type { ProgrammeItem } from "@domain/api/programmes";
import { type HttpError, useTable } from "@refinedev/core";
import { AnchorSelect } from "@src/components/anchor-select";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { LinkButton } from "@src/components/link-button";
import { ExportButton } from "@src/components/list-export/export-button";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import { useNavigate } from "react-router";
import { useIsClientManager } from "@resources/anchors/use-client-manager";
import { LenderFilter } from "@resources/lender-bank-accounts/lender-filter";
import { PROGRAMME_COLUMNS } from "./columns";
import { programmeCreatePath } from "./programme-links";
import { programmeShowPath } from "./programme-routes";
import styles from "./programmes.module.css";

/**
 * The client-management hub's Programmes tab: searched by name, filtered by anchor and lender, sorted and
 * paged in the URL; a row opens the programme with its limit used and available.
 */
export default function ProgrammeList() {
  const navigate = useNavigate();
  const manager = useIsClientManager();
  const refineTable = useTable<ProgrammeItem, HttpError>({
    resource: "programmes",
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "name", order: "asc" }] },
  });
  const { tableQuery, result } = refineTable;
  const { data, filters } = bindRefineTable(refineTable);
  const anchorId = filters.text("anchorId");

  return (
    <section className={styles.panel} aria-labelledby="programmes-heading">
      <ListTable<ProgrammeItem>
        tableId="programmes"
        label="Programmes"
        columns={PROGRAMME_COLUMNS}
        data={data}
        emptyText="No programmes match this search"
        onRowClick={(programme) => void navigate(programmeShowPath(programme.id))}
        actions={
          <>
            <ExportButton resource="programmes" filters={refineTable.filters} sorters={refineTable.sorters} />
            {manager ? (
              <LinkButton type="primary" icon={<PlusOutlined />} to={programmeCreatePath(anchorId)}>
                New programme
              </LinkButton>
            ) : null}
          </>
        }
        toolbar={
          <>
            <div className={styles.heading}>
              <h2 id="programmes-heading" className={styles.title}>
                Programmes
              </h2>
              <span className={styles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
            </div>
            <DebouncedSearchInput
              className={styles.search}
              label="Search programmes"
              placeholder="Programme name"
              value={filters.text("search", "contains") ?? ""}
              onSearch={(value) => filters.setText("search", value, "contains")}
            />
            <div className={styles.filter}>
              <AnchorSelect
                aria-label="Anchor"
                placeholder="All anchors"
                value={anchorId}
                onChange={(value) => filters.setText("anchorId", value)}
              />
            </div>
            <LenderFilter
              value={filters.text("lenderId")}
              onChange={(value) => filters.setText("lenderId", value)}
            />
          </>
        }
      />
    </section>
  );
}
