import { PlusOutlined } from "@ant-design/icons";
import type { AnchorUserItem } from "@domain/api/anchor-users";
import { type HttpError, useTable } from "@refinedev/core";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ExportButton } from "@src/components/list-export/export-button";
import { ListTable } from "@src/components/list-table/list-table";
import { Button } from "antd";
import { useNavigate } from "react-router";
import styles from "./anchor-users.module.css";
import { anchorUserShowPath } from "./anchor-user-routes";
import { ANCHOR_USER_COLUMNS } from "./columns";
import { newAnchorUserPath } from "./links";

/**
 * An anchor's users (its Users tab): searched by mobile or external id. The anchor page's own tabs live in
 * the URL, so this table keeps its page and search to itself.
 */
export function AnchorUserList({ anchorId }: { anchorId: string }) {
  const navigate = useNavigate();
  const refineTable = useTable<AnchorUserItem, HttpError>({
    resource: "anchor-users",
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "createdAt", order: "desc" }] },
    filters: { permanent: [{ field: "anchorId", operator: "eq", value: anchorId }] },
  });
  const { tableQuery, result } = refineTable;
  const { data, filters } = bindRefineTable(refineTable);
  const search = filters.text("search", "contains");

  return (
    <section className={styles.panel} aria-label="Anchor users">
      <ListTable<AnchorUserItem>
        tableId="anchor-users"
        label="Anchor users"
        columns={ANCHOR_USER_COLUMNS}
        data={data}
        emptyText="No anchor users yet"
        onRowClick={(user) => void navigate(anchorUserShowPath(user.id))}
        actions={
          <>
            <Button icon={<PlusOutlined />} onClick={() => void navigate(newAnchorUserPath(anchorId))}>
              New anchor user
            </Button>
            <ExportButton
              resource="anchor-users"
              filters={refineTable.filters}
              sorters={refineTable.sorters}
            />
          </>
        }
        toolbar={
          <>
            <span className={styles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
            <DebouncedSearchInput
              className={styles.search}
              label="Search anchor users"
              placeholder="Mobile or external id"
              value={search ?? ""}
              onSearch={(value) => filters.setText("search", value, "contains")}
            />
          </>
        }
      />
    </section>
  );
}
