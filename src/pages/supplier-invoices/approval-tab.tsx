import { optionsOf } from "@domain/enums/labels";
import type { InvoiceDetail, InvoiceItem } from "@domain/api/invoices";
import {
  REPAYMENT_INVOICE_STATUS_FILTER_LABELS,
  REPAYMENT_INVOICE_STATUS_FILTERS,
  type RepaymentInvoiceStatusFilter,
} from "@domain/enums/statuses";
import { type HttpError, useOne } from "@refinedev/core";
import { InvoiceDetails } from "@resources/invoices/invoice-details";
import { InvoiceTable } from "@resources/invoices/invoice-table";
import { useInvoiceTable } from "@resources/invoices/use-invoice-table";
import { useIsAnchor } from "@resources/invoices/use-is-anchor";
import type { ListSelection, RowActions } from "@src/components/list-table/list-table";
import { Alert, Button, Drawer, Segmented, Skeleton } from "antd";
import { useMemo, useState } from "react";
import { BulkApprove, isApprovable } from "./bulk-approve";
import { REPAYMENT_FILTER_STATUSES, repaymentFilterOf } from "./repayment-status-filter";

const FILTER_OPTIONS = optionsOf(REPAYMENT_INVOICE_STATUS_FILTERS, REPAYMENT_INVOICE_STATUS_FILTER_LABELS);

function InvoiceDrawerBody({ id }: { id: string }) {
  const { result, query } = useOne<InvoiceDetail, HttpError>({ resource: "invoices", id });
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  return result ? <InvoiceDetails invoice={result} /> : null;
}

/** With a selection and a Review button beside them, the tabs leave out the type and invoice date to fit 1440 px. */
const APPROVAL_HIDDEN_COLUMNS = [
  "type",
  "invoiceDate",
  "actualPaymentDate",
  "anchorName",
  "lenderName",
  "utr",
];

/** The tabs fix the status themselves (the segmented filter above the table). */
const FIXED_FILTERS = ["status"] as const;

export interface ApprovalTabProps {
  /** `approval`: approve or reject; `utr`: the UTR-entry variant. Either way the drawer offers only what the server allows. */
  variant: "approval" | "utr";
}

/**
 * Payment approval and its UTR-entry variant: the anchor's invoices with the repayment status filter
 * (all, Initiated, Paid, Failed); a row opens the invoice with the actions open to this user. On payment
 * approval, platform staff (a payment user viewing the anchor) can also approve selected Verified invoices
 * together; anchors never approve.
 */
export function ApprovalTab({ variant }: ApprovalTabProps) {
  const table = useInvoiceTable();
  const [openId, setOpenId] = useState<string>();
  const [selected, setSelected] = useState<InvoiceItem[]>([]);
  const filter = repaymentFilterOf(table.invoiceFilters.get("status"));
  const label = variant === "utr" ? "Enter UTR" : "Review";
  const isAnchor = useIsAnchor();
  const bulk = variant === "approval" && !isAnchor;
  const selectedIds = useMemo(() => selected.map((invoice) => invoice.id), [selected]);

  const rowActions = useMemo<RowActions<InvoiceItem>>(
    () => ({
      title: "Actions",
      width: 110,
      render: (row) => (
        <Button size="small" onClick={() => setOpenId(row.id)} aria-label={`${label} ${row.invoiceNumber}`}>
          {label}
        </Button>
      ),
    }),
    [label],
  );
  const selection = useMemo<ListSelection<InvoiceItem> | undefined>(
    () =>
      bulk
        ? {
            selectedKeys: selectedIds,
            onSelect: (_ids, rows) => setSelected(rows),
            isSelectable: isApprovable,
          }
        : undefined,
    [bulk, selectedIds],
  );

  return (
    <section aria-label={variant === "utr" ? "UTR entry" : "Payment approval"}>
      <InvoiceTable
        tableId="invoice-approval"
        label={variant === "utr" ? "Invoices awaiting UTR" : "Invoices for approval"}
        table={table}
        fixedFilters={FIXED_FILTERS}
        defaultHidden={APPROVAL_HIDDEN_COLUMNS}
        rowActions={rowActions}
        selection={selection}
        toolbar={
          <>
            <Segmented<RepaymentInvoiceStatusFilter>
              aria-label="Invoice status"
              value={filter}
              options={FILTER_OPTIONS}
              onChange={(value) => {
                // A selection belongs to what the user was looking at; another status filter starts afresh.
                setSelected([]);
                table.invoiceFilters.set({ status: REPAYMENT_FILTER_STATUSES[value] });
              }}
            />
            {bulk && selected.length > 0 ? <span>{selected.length} selected</span> : null}
            {bulk ? <BulkApprove invoices={selected} onDone={() => setSelected([])} /> : null}
          </>
        }
      />
      <Drawer
        open={openId !== undefined}
        onClose={() => setOpenId(undefined)}
        width={1080}
        title={label}
        destroyOnHidden
      >
        {openId ? <InvoiceDrawerBody id={openId} /> : null}
      </Drawer>
    </section>
  );
}
