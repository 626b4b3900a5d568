import type { ListColumn } from "@src/components/list-table/list-column";
import { anchorUserShowPath } from "@resources/anchor-users/anchor-user-routes";
import { Link } from "react-router";
import type { AnchorBankAccountRow } from "./use-anchor-bank-accounts";
import textStyles from "@src/components/text.module.css";
import styles from "./anchors.module.css";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** The Bank accounts tab's columns: whose account, the account, and whether the anchor user names it. */
export const BANK_ACCOUNT_COLUMNS: ListColumn<AnchorBankAccountRow>[] = [
  {
    key: "accountNumber",
    title: "Account number",
    width: 170,
    render: (_, row) => <span className={styles.gstin}>{row.accountNumber}</span>,
  },
  {
    key: "anchorUser",
    title: "Anchor user",
    width: 170,
    ellipsis: true,
    render: (_, row) => (
      <Link to={anchorUserShowPath(row.anchorUser.id)}>
        {row.anchorUser.externalId ? `${row.anchorUser.externalId} · ` : ""}
        {row.anchorUser.mobile}
      </Link>
    ),
  },
  {
    key: "accountHolderName",
    title: "Account holder",
    width: 180,
    ellipsis: true,
    render: (_, row) => row.accountHolderName ?? <span className={textStyles.muted}>—</span>,
  },
  { key: "ifsc", title: "IFSC", width: 120, render: (_, row) => row.ifsc },
  { key: "bankName", title: "Bank", width: 180, ellipsis: true, render: (_, row) => row.bankName },
  { key: "isPrimary", title: "Primary", width: 80, render: (_, row) => yesNo(row.isPrimary) },
  {
    key: "namedByAnchorUser",
    title: "For this anchor",
    width: 130,
    render: (_, row) => yesNo(row.namedByAnchorUser),
  },
];
