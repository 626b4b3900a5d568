import { PlusOutlined } from "@ant-design/icons";
import type { AnchorItem } from "@domain/api/anchors";
import { type HttpError, useTable } from "@refinedev/core";
import { LinkButton } from "@src/components/link-button";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { useNavigate } from "react-router";
import { AnchorStatusFilter, LendingTypeFilter } from "./anchor-filters";
import { ANCHOR_ROUTES, anchorShowPath } from "./anchor-routes";
import { ANCHOR_COLUMNS } from "./columns";
import { useIsClientManager } from "./use-client-manager";

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
  const { filters } = bindRefineTable(refineTable);

  return (
    <ListPanel<AnchorItem>
      tableId="anchors"
      label="Anchors"
      heading
      columns={ANCHOR_COLUMNS}
      refineTable={refineTable}
      exportResource="anchors"
      search={{ label: "Search anchors", placeholder: "Anchor name" }}
      emptyText="No anchors match this search"
      onRowClick={(anchor) => void navigate(anchorShowPath(anchor.id))}
      filters={
        <>
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
      actions={
        manager ? (
          <LinkButton type="primary" icon={<PlusOutlined />} to={ANCHOR_ROUTES.create}>
            New anchor
          </LinkButton>
        ) : null
      }
    />
  );
}
