import type { UserListItem } from "@domain/api/users";
import { getDefaultFilter, type HttpError, useTable } from "@refinedev/core";
import { DataTable, type SortState } from "@src/components/data-table/data-table";
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
  const {
    tableQuery,
    result,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
    filters,
    setFilters,
    sorters,
    setSorters,
  } = useTable<UserListItem, HttpError>({
    resource: "users",
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "createdAt", order: "desc" }] },
  });

  const search = getDefaultFilter("search", filters, "contains") as string | undefined;
  const userType = getDefaultFilter("userType", filters, "eq") as string | undefined;
  const sort: SortState | undefined = sorters[0]
    ? { field: sorters[0].field, order: sorters[0].order }
    : undefined;

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
          onSearch={(value) => setFilters([{ field: "search", operator: "contains", value }], "merge")}
        />
        <UserTypeFilter
          value={userType}
          onChange={(value) => setFilters([{ field: "userType", operator: "eq", value }], "merge")}
        />
      </div>
      {tableQuery.error ? (
        <Alert title="The users could not be loaded">{tableQuery.error.message}</Alert>
      ) : null}
      <DataTable<UserListItem>
        caption="Users"
        columns={USER_COLUMNS}
        rows={result.data}
        rowKey={(user) => user.id}
        loading={tableQuery.isFetching}
        sort={sort}
        onSortChange={(next) => setSorters(next ? [next] : [])}
        emptyText="No users match this search"
        isRowClickable={(user) => user.kind === "MERCHANT"}
        onRowClick={(user) => void navigate(merchantPortalLink(user.id))}
      />
      <Pagination
        label="Users pages"
        page={currentPage}
        pageSize={pageSize}
        total={result.total ?? 0}
        onChange={(page, size) => {
          if (size !== pageSize) setPageSize(size);
          else setCurrentPage(page);
        }}
      />
    </section>
  );
}
