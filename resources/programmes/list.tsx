import { PlusOutlined } from "@ant-design/icons";
import type { ProgrammeItem } from "@domain/api/programmes";
import { type HttpError, useTable } from "@refinedev/core";
import { AnchorSelect } from "@src/components/anchor-select";
import { LinkButton } from "@src/components/link-button";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
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
  const { filters } = bindRefineTable(refineTable);
  const anchorId = filters.text("anchorId");

  return (
    <ListPanel<ProgrammeItem>
      tableId="programmes"
      label="Programmes"
      heading
      columns={PROGRAMME_COLUMNS}
      refineTable={refineTable}
      exportResource="programmes"
      search={{ label: "Search programmes", placeholder: "Programme name", width: "narrow" }}
      emptyText="No programmes match this search"
      onRowClick={(programme) => void navigate(programmeShowPath(programme.id))}
      filters={
        <>
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
      actions={
        manager ? (
          <LinkButton type="primary" icon={<PlusOutlined />} to={programmeCreatePath(anchorId)}>
            New programme
          </LinkButton>
        ) : null
      }
    />
  );
}
