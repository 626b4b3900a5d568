import type { CollectionItem } from "@domain/api/collections";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { useCanDo } from "@src/hooks/use-can-do";
import { Button, Space } from "antd";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { BulkActions } from "./bulk-actions";
import { collectionColumns } from "./columns";
import { COLLECTION_ROUTES, collectionShowPath } from "./collection-routes";
import styles from "./collections.module.css";
import { useCollectionTable } from "./use-collection-table";

/**
 * The collection manager: every receipt the user may see, 50 a page, with the spec's payment collection
 * status filter, channel, UTR and search in the URL; bulk cancel, pause and settle over a selection or over
 * all matching the filter; links to payment entry and the approvals waiting.
 */
export default function CollectionListPage() {
  const navigate = useNavigate();
  const { refineTable, collectionFilters } = useCollectionTable();
  const columns = useMemo(() => collectionColumns(collectionFilters), [collectionFilters]);
  const [selected, setSelected] = useState<CollectionItem[]>([]);
  const bulk = useCanDo("collections", "bulk");
  const approve = useCanDo("collections", "edit");
  const enterPayment = useCanDo("collections", "create");

  return (
    <div className={styles.page}>
      {bulk || approve || enterPayment ? (
        <div className={styles.bar}>
          {bulk ? (
            <BulkActions
              selected={selected}
              filters={refineTable.filters}
              sorters={refineTable.sorters}
              onDone={() => setSelected([])}
            />
          ) : null}
          <Space>
            {approve ? (
              <Link to={COLLECTION_ROUTES.approvals}>
                <Button>Approvals</Button>
              </Link>
            ) : null}
            {enterPayment ? (
              <Link to={COLLECTION_ROUTES.payments}>
                <Button type="primary">Enter payment</Button>
              </Link>
            ) : null}
          </Space>
        </div>
      ) : null}
      <ListPanel<CollectionItem>
        tableId="collections"
        label="Collections"
        heading
        columns={columns}
        refineTable={refineTable}
        exportResource="collections"
        search={{
          label: "Search collections",
          placeholder: "Borrower, lender, anchor or receipt number",
          width: "wide",
        }}
        emptyText="No collections match these filters"
        onRowClick={(row) => void navigate(collectionShowPath(row.id))}
        selection={
          bulk
            ? { selectedKeys: selected.map((row) => row.id), onSelect: (_keys, rows) => setSelected(rows) }
            : undefined
        }
      />
    </div>
  );
}
