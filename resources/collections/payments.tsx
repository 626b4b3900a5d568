import { useUrlTab } from "@src/components/use-url-tab";
import { Card, Tabs } from "antd";
import { ProcessingFeeForm, PaymentGatewayForm } from "./fee-and-gateway-forms";
import styles from "./collections.module.css";
import { UtrCorrectionForm } from "./utr-correction-form";
import { BulkCollectionForm, ManualPaymentForm, SettlementForm, UserCollectionForm } from "./payment-forms";

const TABS = [
  { key: "manual", label: "Manual payment", children: <ManualPaymentForm /> },
  { key: "user", label: "User collection", children: <UserCollectionForm /> },
  { key: "bulk", label: "Bulk collection", children: <BulkCollectionForm /> },
  { key: "settlement", label: "Settlement", children: <SettlementForm /> },
  { key: "fee", label: "Processing fee", children: <ProcessingFeeForm /> },
  { key: "gateway", label: "Payment form", children: <PaymentGatewayForm /> },
  { key: "utr", label: "UTR correction", children: <UtrCorrectionForm /> },
];

/** Payment entry: the spec's money forms, one tab each (the tab in the URL); each waits for approval but the gateway's. */
export default function CollectionPaymentsPage() {
  const { requested, switchTab } = useUrlTab({ replace: true });
  const active = TABS.some((tab) => tab.key === requested) ? requested! : "manual";
  return (
    <Card className={styles.forms} title="Enter payment">
      <Tabs activeKey={active} onChange={switchTab} items={TABS} destroyOnHidden />
    </Card>
  );
}
