import { PlusOutlined } from "@ant-design/icons";
import type { AnchorUserItem } from "@domain/api/anchor-users";
import { type HttpError, useTable } from "@refinedev/core";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { Button } from "antd";
import { useNavigate } from "react-router";
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

  return (
    <ListPanel<AnchorUserItem>
      tableId="anchor-users"
      label="Anchor users"
      plain
      columns={ANCHOR_USER_COLUMNS}
      refineTable={refineTable}
      exportResource="anchor-users"
      search={{ label: "Search anchor users", placeholder: "Mobile or external id" }}
      emptyText="No anchor users yet"
      onRowClick={(user) => void navigate(anchorUserShowPath(user.id))}
      actions={
        <Button icon={<PlusOutlined />} onClick={() => void navigate(newAnchorUserPath(anchorId))}>
          New anchor user
        </Button>
      }
    />
  );
}
