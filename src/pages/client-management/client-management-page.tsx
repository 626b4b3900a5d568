import type { Identity } from "@domain/api/auth";
import { useGetIdentity } from "@refinedev/core";
import { Skeleton, Tabs } from "antd";
import { useUrlTab } from "@src/components/use-url-tab";
import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from "react";
import { activeHubTab, type HubTabKey, hubTabsFor } from "./hub-tabs";
import styles from "./client-management.module.css";

/** Each tab's list, fetched when the tab is first opened. */
const LISTS: Record<HubTabKey, LazyExoticComponent<ComponentType>> = {
  users: lazy(() => import("@resources/users/list")),
  anchors: lazy(() => import("@resources/anchors/list")),
  programmes: lazy(() => import("@resources/programmes/list")),
  lenders: lazy(() => import("@resources/lender-bank-accounts/list")),
  "report-settings": lazy(() => import("@resources/report-settings/list")),
};

/**
 * `/admin/client-management`: the hub of users, anchors, programmes, lenders and report settings. The open
 * tab is in the URL (`?tab=`), and only it is mounted, so its list alone owns the URL's filters, sort and
 * page; switching tab starts the new tab's list afresh.
 */
export default function ClientManagementPage() {
  const { data: identity, isLoading } = useGetIdentity<Identity>();
  const { requested, switchTab } = useUrlTab();
  if (isLoading) return <Skeleton active />;
  const tabs = hubTabsFor(identity);
  const active = activeHubTab(tabs, requested);
  const List = LISTS[active];
  return (
    <section className={styles.page} aria-label="Client management">
      <Tabs
        activeKey={active}
        onChange={switchTab}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children:
            tab.key === active ? (
              <Suspense fallback={<Skeleton active />}>
                <List />
              </Suspense>
            ) : null,
        }))}
      />
    </section>
  );
}
