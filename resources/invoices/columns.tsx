import { optionsOf } from "@domain/enums/labels";
import type { InvoiceItem } from "@domain/api/invoices";
import { INVOICE_TYPE_LABELS, INVOICE_TYPES } from "@domain/enums/finance";
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from "@domain/enums/statuses";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { DateCell, NumberLinkCell, StatusCell, TextCell, TypeCell } from "./cells";
import { AmountRangeFilter, ChoiceFilter, DateRangeFilter, TextFilter } from "./column-filters";
import type { InvoiceFilterField, InvoiceFilters } from "./use-invoice-table";

type Column = ListColumn<InvoiceItem>;

const STATUS_OPTIONS = optionsOf(INVOICE_STATUSES, INVOICE_STATUS_LABELS);
const TYPE_OPTIONS = optionsOf(INVOICE_TYPES, INVOICE_TYPE_LABELS);

const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
const asText = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const asNumber = (value: unknown) => {
  const number =
    typeof value === "number" ? value : typeof value === "string" && value !== "" ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
};

export interface InvoiceColumnOptions {
  filters: InvoiceFilters;
  /** Columns whose filter the page fixes itself (a tab's status group) get no filter of their own. */
  fixedFilters?: readonly InvoiceFilterField[];
  /** The keys of the columns left out until chosen, for a screen with less room; the list's own when left out. */
  defaultHidden?: readonly string[];
}

/**
 * The invoice table's columns, with fixed widths (the virtual table needs them) that fit the default ones in
 * a 1440 px screen; the dates of payment, the anchor, the lender and the UTR are one click away in the column
 * chooser. Filters are controlled by the URL state, so after a reload each column still shows its filter.
 */
export function invoiceColumns({
  filters,
  fixedFilters = [],
  defaultHidden,
}: InvoiceColumnOptions): Column[] {
  const columns = allColumns(filters, fixedFilters);
  return defaultHidden
    ? columns.map((column) => ({ ...column, defaultHidden: defaultHidden.includes(column.key) }))
    : columns;
}

function allColumns(filters: InvoiceFilters, fixedFilters: readonly InvoiceFilterField[]): Column[] {
  const can = (field: InvoiceFilterField) => !fixedFilters.includes(field);

  const choice = (
    field: "status" | "type",
    label: string,
    options: readonly { value: string; label: string }[],
  ): Partial<Column> => {
    if (!can(field)) return {};
    const value = asList(filters.get(field));
    return {
      filtered: Boolean(value?.length),
      filterDropdown: ({ close }) => (
        <ChoiceFilter
          label={label}
          options={options}
          value={value}
          close={close}
          onChange={(v) => filters.set({ [field]: v })}
        />
      ),
    };
  };

  const dateRange = (from: InvoiceFilterField, to: InvoiceFilterField, label: string): Partial<Column> => {
    const value: [string | undefined, string | undefined] = [
      asText(filters.get(from)),
      asText(filters.get(to)),
    ];
    return {
      filtered: Boolean(value[0] ?? value[1]),
      filterDropdown: ({ close }) => (
        <DateRangeFilter
          label={label}
          value={value}
          close={close}
          onChange={([a, b]) => filters.set({ [from]: a, [to]: b })}
        />
      ),
    };
  };

  const name = asText(filters.get("counterpartyName"));
  const amount: [number | undefined, number | undefined] = [
    asNumber(filters.get("amountFrom")),
    asNumber(filters.get("amountTo")),
  ];

  return [
    {
      key: "invoiceNumber",
      title: "Invoice number",
      width: 145,
      sortable: true,
      render: (_, row) => <NumberLinkCell id={row.id} number={row.invoiceNumber} />,
    },
    {
      key: "counterpartyName",
      title: "Counterparty",
      width: 185,
      ellipsis: true,
      sortable: true,
      filtered: Boolean(name),
      filterDropdown: ({ close }) => (
        <TextFilter
          label="Counterparty"
          value={name}
          close={close}
          onChange={(v) => filters.set({ counterpartyName: v })}
        />
      ),
      render: (_, row) => <TextCell value={row.counterpartyName} />,
    },
    {
      key: "status",
      title: "Status",
      width: 125,
      sortable: true,
      ...choice("status", "Status", STATUS_OPTIONS),
      render: (_, row) => <StatusCell status={row.status} />,
    },
    {
      key: "type",
      title: "Type",
      width: 140,
      sortable: true,
      ...choice("type", "Type", TYPE_OPTIONS),
      render: (_, row) => <TypeCell type={row.type} />,
    },
    amountColumn({
      key: "amountPaise",
      title: "Invoice amount",
      width: 130,
      sortable: true,
      filtered: amount[0] !== undefined || amount[1] !== undefined,
      filterDropdown: ({ close }) => (
        <AmountRangeFilter
          label="Invoice amount"
          value={amount}
          close={close}
          onChange={([from, to]) => filters.set({ amountFrom: from, amountTo: to })}
        />
      ),
      paise: (row) => row.amountPaise,
    }),
    amountColumn({
      key: "actualPaymentPaise",
      title: "Actual payment",
      width: 125,
      sortable: true,
      paise: (row) => row.actualPaymentPaise,
    }),
    {
      key: "invoiceDate",
      title: "Invoice date",
      width: 125,
      sortable: true,
      ...dateRange("invoiceDateFrom", "invoiceDateTo", "Invoice date"),
      render: (_, row) => <DateCell value={row.invoiceDate} />,
    },
    {
      key: "paymentDate",
      title: "Payment date",
      width: 130,
      sortable: true,
      ...dateRange("paymentDateFrom", "paymentDateTo", "Payment date"),
      render: (_, row) => <DateCell value={row.paymentDate} />,
    },
    {
      key: "actualPaymentDate",
      title: "Actual payment date",
      width: 130,
      defaultHidden: true,
      sortable: true,
      ...dateRange("actualPaymentDateFrom", "actualPaymentDateTo", "Actual payment date"),
      render: (_, row) => <DateCell value={row.actualPaymentDate} />,
    },
    {
      key: "anchorName",
      title: "Anchor",
      width: 180,
      ellipsis: true,
      defaultHidden: true,
      render: (_, row) => <TextCell value={row.anchorName} />,
    },
    {
      key: "lenderName",
      title: "Lender",
      width: 180,
      ellipsis: true,
      defaultHidden: true,
      render: (_, row) => <TextCell value={row.lenderName} />,
    },
    {
      key: "utr",
      title: "UTR",
      width: 170,
      defaultHidden: true,
      render: (_, row) => <TextCell value={row.utr} />,
    },
  ];
}
