import { Tabs } from "antd";
import { UtilityHistory } from "./history";
import { RunPanel } from "./run-panel";

/** `/admin/utility`: run one of the admin operations on a merchant user (preview, then confirm), and their history. */
export default function UtilityPage() {
  return (
    <Tabs
      items={[
        { key: "run", label: "Run an operation", children: <RunPanel /> },
        { key: "history", label: "History", children: <UtilityHistory /> },
      ]}
    />
  );
}
