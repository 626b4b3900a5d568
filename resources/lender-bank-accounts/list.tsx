import { PlusOutlined } from "@ant-design/icons";
import type { LenderBankAccountItem } from "@domain/api/lender-bank-accounts";
import { type HttpError, useTable } from "@refinedev/core";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { LinkButton } from "@src/components/link-button";
import { ExportButton } from "@src/components/list-export/export-button";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import { useNavigate } from "react-router";
import { useIsClientManager } from "@resources/anchors/use-client-manager";
import styles from "./bank-accounts.module.css";
import { BANK_ACCOUNT_COLUMNS } from "./columns";
import { LenderFilter } from "./lender-filter";
import { LENDER_BANK_ACCOUNT_ROUTES, lenderBankAccountShowPath } from "./lender-bank-account-routes";
import { BankAccountStatusFilter } from "./status-filter";

/**
 * The client-management hub's Lenders tab: the lenders' bank accounts, searched by holder, filtered by
 * lender and status, sorted and paged in the URL; a new or changed account waits for a second user's approval.
 */
export default function LenderBankAccountList() {
  const navigate = useNavigate();
  const manager = useIsClientManager();
  const refineTable = useTable<LenderBankAccountItem, HttpError>({
    resource: "lender-bank-accounts",
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "createdAt", order: "desc" }] },
  });
  const { tableQuery, result } = refineTable;
  const { data, filters } = bindRefineTable(refineTable);

  return (
    <section className={styles.panel} aria-labelledby="bank-accounts-heading">
      <ListTable<LenderBankAccountItem>
        tableId="lender-bank-accounts"
        label="Lender bank accounts"
        columns={BANK_ACCOUNT_COLUMNS}
        data={data}
        emptyText="No bank accounts match this search"
        onRowClick={(account) => void navigate(lenderBankAccountShowPath(account.id))}
        actions={
          <>
            <ExportButton
              resource="lender-bank-accounts"
              filters={refineTable.filters}
              sorters={refineTable.sorters}
            />
            {manager ? (
              <LinkButton type="primary" icon={<PlusOutlined />} to={LENDER_BANK_ACCOUNT_ROUTES.create}>
                New bank account
              </LinkButton>
            ) : null}
          </>
        }
        toolbar={
          <>
            <div className={styles.heading}>
              <h2 id="bank-accounts-heading" className={styles.title}>
                Lender bank accounts
              </h2>
              <span className={styles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
            </div>
            <DebouncedSearchInput
              className={styles.search}
              label="Search bank accounts"
              placeholder="Account holder"
              value={filters.text("search", "contains") ?? ""}
              onSearch={(value) => filters.setText("search", value, "contains")}
            />
            <LenderFilter
              value={filters.text("lenderId")}
              onChange={(value) => filters.setText("lenderId", value)}
            />
            <BankAccountStatusFilter
              value={filters.text("status")}
              onChange={(value) => filters.setText("status", value)}
            />
          </>
        }
      />
    </section>
  );
}
