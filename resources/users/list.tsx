import type { UserListItem } from "@domain/api/users";
import { type HttpError, useTable } from "@refinedev/core";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ExportButton } from "@src/components/list-export/export-button";
import { ListTable } from "@src/components/list-table/list-table";
import { useNavigate } from "react-router";
import { USER_COLUMNS, merchantPortalLink } from "./columns";
import { UserListActions } from "./user-list-actions";
import { userShowPath } from "./user-routes";
import { UserTypeFilter } from "./user-type-filter";
import styles from "./users.module.css";

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

  const { tableQuery, result } = refineTable;
  const { data, filters } = bindRefineTable(refineTable);
  const search = filters.text("search", "contains");
  const userType = filters.text("userType");

  return (
    <section className={styles.panel} aria-label="Users">
      <ListTable<UserListItem>
        tableId="users"
        label="Users"
        columns={USER_COLUMNS}
        data={data}
        emptyText="No users match this search"
        onRowClick={(user) =>
          void navigate(user.kind === "MERCHANT" ? merchantPortalLink(user.id) : userShowPath(user.id))
        }
        actions={
          <>
            <UserListActions />
            <ExportButton resource="users" filters={refineTable.filters} sorters={refineTable.sorters} />
          </>
        }
        toolbar={
          <>
            <span className={styles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
            <DebouncedSearchInput
              className={styles.search}
              label="Search users"
              placeholder="Name, e-mail, mobile or business"
              value={search ?? ""}
              onSearch={(value) => filters.setText("search", value, "contains")}
            />
            <UserTypeFilter value={userType} onChange={(value) => filters.setText("userType", value)} />
          </>
        }
      />
    </section>
  );
}
