import type { UserListItem } from "@domain/api/users";
import { type HttpError, useTable } from "@refinedev/core";
import { bindRefineTable } from "@src/components/data-table/bind-refine-table";
import { DataTable } from "@src/components/data-table/data-table";
import { Pagination } from "@src/components/data-table/pagination";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { Alert } from "@src/components/ui/alert";
import { useNavigate } from "react-router";
import { USER_COLUMNS, merchantPortalLink } from "./columns";
import { UserTypeFilter } from "./user-type-filter";
import styles from "./users.module.css";

/** `/admin/client-management`: every user the admin may see; a merchant's row opens that merchant's portal. */
export default function ClientManagementPage() {
  const navigate = useNavigate();
  const refineTable = useTable<UserListItem, HttpError>({
    resource: "users",
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "createdAt", order: "desc" }] },
  });

  const { tableQuery, result } = refineTable;
  const bound = bindRefineTable(refineTable);
  const search = bound.filters.text("search", "contains");
  const userType = bound.filters.text("userType");

  return (
    <section className={styles.panel} aria-labelledby="users-heading">
      <div className={styles.toolbar}>
        <div className={styles.heading}>
          <h2 id="users-heading" className={styles.title}>
            Users
          </h2>
          <span className={styles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
        </div>
        <DebouncedSearchInput
          className={styles.search}
          label="Search users"
          placeholder="Search by name, e-mail, mobile or business"
          value={search ?? ""}
          onSearch={(value) => bound.filters.setText("search", value, "contains")}
        />
        <UserTypeFilter value={userType} onChange={(value) => bound.filters.setText("userType", value)} />
      </div>
      {tableQuery.error ? (
        <Alert title="The users could not be loaded">{tableQuery.error.message}</Alert>
      ) : null}
      <DataTable<UserListItem>
        caption="Users"
        columns={USER_COLUMNS}
        {...bound.table}
        rowKey={(user) => user.id}
        emptyText="No users match this search"
        isRowClickable={(user) => user.kind === "MERCHANT"}
        onRowClick={(user) => void navigate(merchantPortalLink(user.id))}
      />
      <Pagination label="Users pages" {...bound.pagination} />
    </section>
  );
}
