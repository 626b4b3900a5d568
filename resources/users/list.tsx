import type { UserListItem } from "@domain/api/users";
import { type HttpError, useTable } from "@refinedev/core";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { useNavigate } from "react-router";
import { USER_COLUMNS, merchantPortalLink } from "./columns";
import { UserListActions } from "./user-list-actions";
import { userShowPath } from "./user-routes";
import { UserTypeFilter } from "./user-type-filter";

/**
 * The client-management hub's Users tab (the hub gives the page its heading): every user the admin may see;
 * a merchant's row opens that merchant's portal, an admin user's row its page.
 */
export default function ClientManagementPage() {
  const navigate = useNavigate();
  const refineTable = useTable<UserListItem, HttpError>({
    resource: "users",
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "createdAt", order: "desc" }] },
  });
  const { filters } = bindRefineTable(refineTable);

  return (
    <ListPanel<UserListItem>
      tableId="users"
      label="Users"
      heading
      columns={USER_COLUMNS}
      refineTable={refineTable}
      exportResource="users"
      search={{ label: "Search users", placeholder: "Name, e-mail, mobile or business", width: "wide" }}
      emptyText="No users match this search"
      onRowClick={(user) =>
        void navigate(user.kind === "MERCHANT" ? merchantPortalLink(user.id) : userShowPath(user.id))
      }
      filters={
        <UserTypeFilter
          value={filters.text("userType")}
          onChange={(value) => filters.setText("userType", value)}
        />
      }
      actions={<UserListActions />}
    />
  );
}
