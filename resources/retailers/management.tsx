import type { RetailerItem } from "@domain/api/retailers";
import { CounterpartyPanel } from "@src/components/counterparty/counterparty-panel";
import { textColumn } from "@src/components/counterparty/counterparty-table";
import type { TableColumnsType } from "antd";
import { RetailerForm } from "./form";
import styles from "./retailers.module.css";

const COLUMNS: TableColumnsType<RetailerItem> = [
  textColumn("Business name", "businessName", 180),
  textColumn("Name", "name", 150),
  textColumn("GSTIN", "gstin", 170),
  textColumn("PAN", "pan", 120),
  textColumn("Mobile", "mobile", 115),
  textColumn("Email", "email", 135),
];

const nameOf = (retailer: RetailerItem) => retailer.businessName;

/** `/merchant/retailer-management` (non-anchor merchants): add and edit retailers, and the list of them. */
export default function RetailerManagementPage() {
  return (
    <section className={styles.page} aria-label="Retailer management">
      <CounterpartyPanel<RetailerItem>
        noun="retailer"
        resource="retailers"
        label="Retailers"
        searchPlaceholder="Business name or GSTIN"
        columns={COLUMNS}
        nameOf={nameOf}
        form={(slot) => <RetailerForm {...slot} />}
      />
    </section>
  );
}
