import { usePathLabel } from "@src/layout/path-labels";
import { Segmented } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import styles from "./entry-form.module.css";
import { INVOICE_ROUTES } from "./invoice-routes";
import { PartnerEntryForm } from "./partner-entry-form";
import { SupplierEntryForm } from "./supplier-entry-form";

type EntryKind = "supplier" | "partner";

/** A new invoice: the supplier or the partner repayment entry, back to the list once saved. */
export default function InvoiceCreatePage() {
  const [kind, setKind] = useState<EntryKind>("supplier");
  usePathLabel("new", "New invoice");
  const navigate = useNavigate();
  const done = () => void navigate(INVOICE_ROUTES.list);
  return (
    <section aria-label="New invoice">
      <Segmented<EntryKind>
        className={styles.switch}
        value={kind}
        onChange={setKind}
        options={[
          { value: "supplier", label: "Supplier invoice" },
          { value: "partner", label: "Partner invoice" },
        ]}
      />
      {kind === "supplier" ? <SupplierEntryForm onSaved={done} /> : <PartnerEntryForm onSaved={done} />}
    </section>
  );
}
