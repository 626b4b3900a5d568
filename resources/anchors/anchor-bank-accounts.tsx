import type { ListTableData } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import { useState } from "react";
import { BANK_ACCOUNT_COLUMNS } from "./bank-account-columns";
import { type AnchorBankAccountRow, useAnchorBankAccounts } from "./use-anchor-bank-accounts";
import styles from "./anchor-show.module.css";

/**
 * The anchor's Bank accounts tab: the accounts of its users (merchants it knows as anchor users). Lender bank
 * accounts are the lenders', not the anchor's, and are listed under Lenders.
 */
export function AnchorBankAccounts({ anchorId }: { anchorId: string }) {
  const { rows, loading, error } = useAnchorBankAccounts(anchorId);
  const [page, setPage] = useState({ currentPage: 1, pageSize: 10 });
  const start = (page.currentPage - 1) * page.pageSize;
  const data: ListTableData<AnchorBankAccountRow> = {
    rows: rows.slice(start, start + page.pageSize),
    loading,
    error,
    sorters: [],
    currentPage: page.currentPage,
    pageSize: page.pageSize,
    total: rows.length,
    totalIsCapped: false,
    onChange: (pagination) =>
      setPage((current) => ({
        currentPage: pagination.pageSize !== current.pageSize ? 1 : (pagination.current ?? 1),
        pageSize: pagination.pageSize ?? current.pageSize,
      })),
  };
  return (
    <ListTable<AnchorBankAccountRow>
      tableId="anchor-bank-accounts"
      label="Bank accounts of the anchor's users"
      columns={BANK_ACCOUNT_COLUMNS}
      data={data}
      emptyText="None of this anchor's users has a bank account on the platform"
      toolbar={<h3 className={styles.sectionTitle}>Bank accounts of the anchor's users</h3>}
    />
  );
}
