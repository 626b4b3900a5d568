import { PlusOutlined } from "@ant-design/icons";
import type { LenderBankAccountItem } from "@domain/api/lender-bank-accounts";
import { type HttpError, useTable } from "@refinedev/core";
import { LinkButton } from "@src/components/link-button";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { useNavigate } from "react-router";
import { useIsClientManager } from "@resources/anchors/use-client-manager";
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
  const { filters } = bindRefineTable(refineTable);

  return (
    <ListPanel<LenderBankAccountItem>
      tableId="lender-bank-accounts"
      label="Lender bank accounts"
      heading
      columns={BANK_ACCOUNT_COLUMNS}
      refineTable={refineTable}
      exportResource="lender-bank-accounts"
      search={{ label: "Search bank accounts", placeholder: "Account holder", width: "narrow" }}
      emptyText="No bank accounts match this search"
      onRowClick={(account) => void navigate(lenderBankAccountShowPath(account.id))}
      filters={
        <>
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
      actions={
        manager ? (
          <LinkButton type="primary" icon={<PlusOutlined />} to={LENDER_BANK_ACCOUNT_ROUTES.create}>
            New bank account
          </LinkButton>
        ) : null
      }
    />
  );
}
