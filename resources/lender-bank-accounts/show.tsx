import { EditOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { LinkButton } from "@src/components/link-button";
import { PendingChangePanel } from "@src/components/pending-change/pending-change-panel";
import { Alert, Card, Skeleton } from "antd";
import { useParams } from "react-router";
import { useIsClientManager } from "@resources/anchors/use-client-manager";
import { BankAccountDetails } from "./bank-account-details";
import { BANK_ACCOUNT_CHANGE_LABELS } from "./bank-account-labels";
import showStyles from "@src/components/record-show/record-show.module.css";
import styles from "./bank-account-show.module.css";
import { lenderBankAccountEditPath } from "./lender-bank-account-routes";
import { useBankAccountRecord } from "./use-bank-account-record";

/**
 * One lender bank account, named by its bank and the number's last 4: its status, the creation or change
 * waiting for a second staff user's approval (field by field), and every field.
 */
export default function LenderBankAccountShowPage() {
  const { id = "" } = useParams();
  const manager = useIsClientManager();
  const invalidate = useInvalidate();
  const { result: account, query } = useBankAccountRecord(id);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!account) return <Alert type="warning" showIcon message="Bank account not found" />;

  const decided = () =>
    void invalidate({ resource: "lender-bank-accounts", invalidates: ["list", "detail"], id: account.id });
  const editable = manager && account.status === "ACTIVE" && !account.pendingChange;
  return (
    <div className={showStyles.page}>
      {editable ? (
        <div className={styles.toolbar}>
          <LinkButton icon={<EditOutlined />} to={lenderBankAccountEditPath(account.id)}>
            Edit bank account
          </LinkButton>
        </div>
      ) : null}
      <PendingChangePanel
        change={account.pendingChange}
        fieldLabels={BANK_ACCOUNT_CHANGE_LABELS}
        onDecided={decided}
        canDecide={manager}
      />
      <Card title="Bank account" size="small">
        <BankAccountDetails account={account} />
      </Card>
    </div>
  );
}
