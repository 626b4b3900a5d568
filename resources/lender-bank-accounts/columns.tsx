import type { LenderBankAccountItem } from "@domain/api/lender-bank-accounts";
import { DateText } from "@src/components/date-text";
import type { ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import { Link } from "react-router";
import { accountTypeLabel, maskedAccountNumber } from "./bank-account-labels";
import { lenderBankAccountShowPath } from "./lender-bank-account-routes";
import styles from "@src/components/text.module.css";

/**
 * The lender bank accounts' columns; `sortable` ones are the sort fields the list endpoint accepts. The
 * number shows only its last 4 here (the account's page shows it whole); the branch and date added
 * are in the chooser, so the default columns fit a 1440 px screen.
 */
export const BANK_ACCOUNT_COLUMNS: ListColumn<LenderBankAccountItem>[] = [
  {
    key: "accountHolderName",
    title: "Account holder",
    width: 200,
    ellipsis: true,
    sortable: true,
    render: (_, account) => (
      <Link to={lenderBankAccountShowPath(account.id)} title={account.accountHolderName}>
        {account.accountHolderName}
      </Link>
    ),
  },
  { key: "lender", title: "Lender", width: 170, ellipsis: true, render: (_, account) => account.lenderName },
  {
    key: "bankName",
    title: "Bank",
    width: 160,
    ellipsis: true,
    sortable: true,
    render: (_, a) => a.bankName,
  },
  {
    key: "ifsc",
    title: "IFSC",
    width: 120,
    render: (_, account) => <span className={styles.code}>{account.ifsc}</span>,
  },
  {
    key: "accountNumber",
    title: "Account number",
    width: 150,
    render: (_, account) => <span className={styles.code}>{maskedAccountNumber(account.accountNumber)}</span>,
  },
  {
    key: "accountType",
    title: "Type",
    width: 110,
    render: (_, account) => accountTypeLabel(account.accountType),
  },
  {
    key: "status",
    title: "Status",
    width: 100,
    render: (_, account) => <StatusTag status={account.status} />,
  },
  {
    key: "branchName",
    title: "Branch",
    width: 180,
    ellipsis: true,
    defaultHidden: true,
    render: (_, account) => account.branchName ?? <span className={styles.muted}>—</span>,
  },
  {
    key: "createdAt",
    title: "Added",
    width: 110,
    sortable: true,
    defaultHidden: true,
    render: (_, account) => <DateText value={account.createdAt} />,
  },
];
