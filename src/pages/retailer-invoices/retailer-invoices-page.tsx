import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { InvoiceTable } from "@resources/invoices/invoice-table";
import { useInvoiceTable } from "@resources/invoices/use-invoice-table";
import styles from "./retailer-invoices.module.css";

/** `/merchant/retailer-invoices` (non-anchor merchants): their retailers' invoices; the API scopes the rows. */
export default function RetailerInvoicesPage() {
  const table = useInvoiceTable();
  const name = table.invoiceFilters.get("counterpartyName");
  return (
    <section className={styles.page} aria-label="Retailer invoices">
      <InvoiceTable
        tableId="retailer-invoices"
        label="Retailer invoices"
        table={table}
        toolbar={
          <DebouncedSearchInput
            className={styles.search}
            label="Search retailer"
            placeholder="Retailer name"
            value={typeof name === "string" ? name : ""}
            onSearch={(value) => table.invoiceFilters.set({ counterpartyName: value })}
          />
        }
      />
    </section>
  );
}
