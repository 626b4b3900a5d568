import { PartnerEntryForm } from "@resources/invoices/partner-entry-form";
import { SupplierEntryForm } from "@resources/invoices/supplier-entry-form";
import { PartnerPanel } from "@resources/partners/partner-panel";
import { SupplierPanel } from "@resources/suppliers/supplier-panel";
import { Tabs } from "antd";
import type { ReactNode } from "react";
import { useUrlTab } from "@src/components/use-url-tab";
import { ApprovalTab } from "./approval-tab";
import styles from "./supplier-invoices.module.css";

const TABS: readonly { key: string; label: string; render: () => ReactNode }[] = [
  { key: "supplier-repayment", label: "Supplier repayment", render: () => <SupplierEntryForm /> },
  { key: "partner-repayment", label: "Partner repayment", render: () => <PartnerEntryForm /> },
  { key: "supplier-create", label: "Supplier create", render: () => <SupplierPanel /> },
  { key: "partner-create", label: "Partner create", render: () => <PartnerPanel /> },
  { key: "payment-approval", label: "Payment approval", render: () => <ApprovalTab variant="approval" /> },
  { key: "utr-entry", label: "UTR entry", render: () => <ApprovalTab variant="utr" /> },
];
const DEFAULT_TAB = "supplier-repayment";
const KEPT_ON_SWITCH = { keep: ["userId"] } as const;

/**
 * `/merchant/supplier-invoices` (anchors only): the anchor's invoice work on one page. The open tab is in
 * the URL (`?tab=`); only the open tab is mounted, so its table alone owns the list parameters.
 */
export default function SupplierInvoicesPage() {
  const { requested, switchTab } = useUrlTab(KEPT_ON_SWITCH);
  const active = TABS.some((tab) => tab.key === requested) ? (requested as string) : DEFAULT_TAB;
  return (
    <section className={styles.page} aria-label="Supplier invoices">
      <Tabs
        activeKey={active}
        onChange={switchTab}
        items={TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: tab.key === active ? tab.render() : null,
        }))}
      />
    </section>
  );
}
