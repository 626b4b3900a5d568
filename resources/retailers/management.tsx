import type { RetailerItem } from "@domain/api/retailers";
import { CounterpartyPanel } from "@src/components/counterparty/counterparty-panel";
import { textColumn } from "@src/components/counterparty/counterparty-table";
import type { ListColumn } from "@src/components/list-table/list-column";
import { RetailerForm } from "./form";
import styles from "./retailers.module.css";

const COLUMNS: ListColumn<RetailerItem>[] = [
  textColumn("Business name", "businessName", 200),
  textColumn("Name", "name", 160),
  textColumn("GSTIN", "gstin", 165),
  textColumn("PAN", "pan", 115),
  textColumn("Mobile", "mobile", 110),
  textColumn("Email", "email", 200),
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
