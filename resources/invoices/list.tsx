import { PlusOutlined } from "@ant-design/icons";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { Button } from "antd";
import { Link } from "react-router";
import { INVOICE_ROUTES } from "./invoice-routes";
import { InvoiceTable } from "./invoice-table";
import styles from "./invoice-table.module.css";
import { useInvoiceTable } from "./use-invoice-table";
import { useIsAnchor } from "./use-is-anchor";

/** The invoice list: filters, sorters, page and page size live in the URL. */
export default function InvoiceListPage() {
  const table = useInvoiceTable();
  const isAnchor = useIsAnchor();
  const name = table.invoiceFilters.get("counterpartyName");
  const hasFilters = table.filters.length > 0;
  return (
    <section aria-label="Invoices">
      <InvoiceTable
        tableId="invoices"
        label="Invoices"
        table={table}
        toolbar={
          <>
            <DebouncedSearchInput
              className={styles.search}
              label="Search supplier or partner"
              placeholder="Supplier, partner or retailer name"
              value={typeof name === "string" ? name : ""}
              onSearch={(value) => table.invoiceFilters.set({ counterpartyName: value })}
            />
            {hasFilters ? (
              <Button onClick={() => table.setFilters([], "replace")}>Clear filters</Button>
            ) : null}
            {isAnchor ? (
              <Link to={INVOICE_ROUTES.create}>
                <Button type="primary" icon={<PlusOutlined />}>
                  New invoice
                </Button>
              </Link>
            ) : null}
          </>
        }
      />
    </section>
  );
}
