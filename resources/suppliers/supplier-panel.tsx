import type { SupplierItem } from "@domain/api/suppliers";
import { CounterpartyPanel } from "@src/components/counterparty/counterparty-panel";
import { textColumn } from "@src/components/counterparty/counterparty-table";
import type { ListColumn } from "@src/components/list-table/list-column";
import styles from "@src/components/counterparty/counterparty.module.css";
import { SupplierCreateForm } from "./form";

const COLUMNS: ListColumn<SupplierItem>[] = [
  textColumn("Name", "name", 200),
  textColumn("GSTIN", "gstin", 165),
  textColumn("Phone", "mobile", 110),
  textColumn("Email", "email", 190),
  {
    ...textColumn("Bank", "bankName", 170),
    render: (_, supplier) => (
      <>
        <div>{supplier.bankName}</div>
        <div className={styles.secondary}>{supplier.ifsc}</div>
      </>
    ),
  },
  textColumn("Account", "bankAccount", 150),
];

const nameOf = (supplier: SupplierItem) => supplier.name;

/** The anchor's supplier create tab: the form, and under it the anchor's suppliers to search and edit. */
export function SupplierPanel() {
  return (
    <CounterpartyPanel<SupplierItem>
      noun="supplier"
      resource="suppliers"
      label="Suppliers"
      searchPlaceholder="Supplier name or GSTIN"
      columns={COLUMNS}
      nameOf={nameOf}
      form={(slot) => <SupplierCreateForm {...slot} />}
    />
  );
}
