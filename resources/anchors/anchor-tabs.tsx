import type { AnchorDetail } from "@domain/api/anchors";
import { AnchorUserList } from "@resources/anchor-users/anchor-user-list";
import { useUrlTab } from "@src/components/use-url-tab";
import { Alert, Skeleton, Tabs } from "antd";
import type { ReactNode } from "react";
import { AnchorBankAccounts } from "./anchor-bank-accounts";
import { AnchorProgrammes } from "./anchor-programmes";
import { SettingsView } from "./settings-view";
import { useAnchorSettings, useSettingsDecided } from "./use-anchor-record";

function SettingsTab({ anchorId, manager }: { anchorId: string; manager: boolean }) {
  const { result, query } = useAnchorSettings(anchorId);
  const decided = useSettingsDecided(anchorId);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return null;
  return <SettingsView settings={result} manager={manager} onDecided={decided} />;
}

type TabKey = "programmes" | "settings" | "users" | "bank-accounts";

const TABS: readonly {
  key: TabKey;
  label: string;
  render: (anchorId: string, manager: boolean) => ReactNode;
}[] = [
  {
    key: "programmes",
    label: "Programmes",
    render: (anchorId, manager) => <AnchorProgrammes anchorId={anchorId} manager={manager} />,
  },
  {
    key: "settings",
    label: "Settings",
    render: (anchorId, manager) => <SettingsTab anchorId={anchorId} manager={manager} />,
  },
  { key: "users", label: "Users", render: (anchorId) => <AnchorUserList anchorId={anchorId} /> },
  {
    key: "bank-accounts",
    label: "Bank accounts",
    render: (anchorId) => <AnchorBankAccounts anchorId={anchorId} />,
  },
];

/** The anchor's tabs; the open one is in the URL (`?tab=`) and only it is mounted. */
export function AnchorTabs({ anchor, manager }: { anchor: AnchorDetail; manager: boolean }) {
  const { requested, switchTab } = useUrlTab({ replace: true });
  const active = TABS.find((tab) => tab.key === requested)?.key ?? "programmes";
  return (
    <Tabs
      activeKey={active}
      onChange={switchTab}
      items={TABS.map((tab) => ({
        key: tab.key,
        label: tab.label,
        children: tab.key === active ? tab.render(anchor.id, manager) : null,
      }))}
    />
  );
}
