import { useUrlTab } from "@src/components/use-url-tab";
import { Tabs } from "antd";
import { useNavigate } from "react-router";
import { LineList } from "./line-list";
import styles from "./reconciliation.module.css";
import { statementShowPath } from "./reconciliation-routes";
import { StatementList } from "./statement-list";
import { UploadPanel } from "./upload-panel";

const TABS = ["statements", "suspense"] as const;

/**
 * `/reconciliation`: upload a bank statement (its credits are matched at once), the statements with their
 * reports, and the suspense queue where staff match a credit by hand or return it. Money staff only: the
 * route guard refuses everyone else.
 */
export default function ReconciliationPage() {
  const navigate = useNavigate();
  const { requested, switchTab } = useUrlTab();
  const tab = TABS.find((key) => key === requested) ?? "statements";
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
