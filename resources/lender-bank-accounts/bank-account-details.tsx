import type { LenderBankAccountDetail } from "@domain/api/lender-bank-accounts";
import { DateText } from "@src/components/date-text";
import { StatusTag } from "@src/components/status-tag";
import { Descriptions, type DescriptionsProps } from "antd";
import { accountTypeLabel } from "./bank-account-labels";
import textStyles from "@src/components/text.module.css";
import styles from "./bank-account-show.module.css";

/** Two label-value pairs a row on wide screens, one on phones and tablets. */
const DESCRIPTION_COLUMNS = { xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 };

const STATUS_NOTES: Record<LenderBankAccountDetail["status"], string> = {
  PENDING: "waiting for another staff user's approval",
  ACTIVE: "approved: money may be sent to it",
  REJECTED: "its creation was rejected",
};

function items(account: LenderBankAccountDetail): DescriptionsProps["items"] {
  return [
    {
      key: "status",
      label: "Status",
      children: (
        <span className={styles.status}>
          <StatusTag status={account.status} />
          <span className={textStyles.muted}>{STATUS_NOTES[account.status]}</span>
        </span>
      ),
    },
    { key: "lender", label: "Lender", children: account.lenderName },
    { key: "holder", label: "Account Holder Name", children: account.accountHolderName },
    {
      key: "number",
      label: "Account Number",
      children: <span className={textStyles.code}>{account.accountNumber}</span>,
    },
    { key: "ifsc", label: "IFSC", children: <span className={textStyles.code}>{account.ifsc}</span> },
    { key: "bank", label: "Bank Name", children: account.bankName },
    {
      key: "branch",
      label: "Branch Name",
      children: account.branchName ?? <span className={textStyles.muted}>—</span>,
    },
    { key: "type", label: "Account Type", children: accountTypeLabel(account.accountType) },
    { key: "created", label: "Added", children: <DateText value={account.createdAt} /> },
    { key: "updated", label: "Last changed", children: <DateText value={account.updatedAt} /> },
  ];
}

/** Every field of a lender bank account as it stands (a change waiting for approval is shown apart). */
export function BankAccountDetails({ account }: { account: LenderBankAccountDetail }) {
  return <Descriptions bordered size="small" column={DESCRIPTION_COLUMNS} items={items(account)} />;
}
