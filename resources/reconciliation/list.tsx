import { MONEY_STAFF } from "@domain/access/staff-rules";
import { MONEY_STAFF_ONLY_REASON } from "@providers/access-control-provider";
import { useUrlTab } from "@src/components/use-url-tab";
import { useMeetsRule } from "@src/hooks/use-meets-rule";
import { Alert, Tabs } from "antd";
import { useNavigate } from "react-router";
import { LineList } from "./line-list";
import styles from "./reconciliation.module.css";
import { statementShowPath } from "./reconciliation-routes";
import { StatementList } from "./statement-list";
import { UploadPanel } from "./upload-panel";

const TABS = ["statements", "suspense"] as const;

/**
 * `/reconciliation`: upload a bank statement (its credits are matched at once), the statements with their
 * reports, and the suspense queue where staff match a credit by hand or return it. Money staff only.
 */
export default function ReconciliationPage() {
  const navigate = useNavigate();
  const allowed = useMeetsRule(MONEY_STAFF);
  const { requested, switchTab } = useUrlTab();
  const tab = TABS.find((key) => key === requested) ?? "statements";
  if (!allowed) return <Alert type="info" showIcon message={MONEY_STAFF_ONLY_REASON} />;
  return (
    <Tabs
      activeKey={tab}
      onChange={switchTab}
      items={[
        {
          key: "statements",
          label: "Statements",
          children: (
            <div className={styles.page}>
              <UploadPanel onUploaded={(statement) => void navigate(statementShowPath(statement.id))} />
              <StatementList />
            </div>
          ),
        },
        { key: "suspense", label: "Suspense", children: <LineList state="SUSPENSE" label="Suspense" /> },
      ]}
    />
  );
}
