import { type CollectionItem, RECEIPT_CHANNEL_LABELS, RECEIPT_CHANNELS } from "@domain/api/collections";
import { PAYMENT_COLLECTION_STATUS_LABELS, PAYMENT_COLLECTION_STATUSES } from "@domain/enums/statuses";
import { DateText } from "@src/components/date-text";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import { ChoiceFilter } from "@resources/invoices/column-filters";
import { Link } from "react-router";
import { collectionShowPath } from "./collection-routes";
import type { CollectionFilters } from "./use-collection-table";

type Column = ListColumn<CollectionItem>;

const STATUS_OPTIONS = PAYMENT_COLLECTION_STATUSES.map((value) => ({
  value,
  label: PAYMENT_COLLECTION_STATUS_LABELS[value],
}));
const CHANNEL_OPTIONS = RECEIPT_CHANNELS.map((value) => ({ value, label: RECEIPT_CHANNEL_LABELS[value] }));
const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
const dash = "—";

/**
 * The collection manager's columns: the receipt number first (it sticks and links to the receipt), then the
 * borrower, channel, UTR, amount, date and status; lender, anchor, unapplied and UTR date in the chooser.
 */
export function collectionColumns(filters: CollectionFilters): Column[] {
  const statuses = asList(filters.get("status"));
  const channels = asList(filters.get("channel"));
  return [
    {
      key: "receiptNumber",
      title: "Receipt",
      width: 120,
      sortable: true,
      render: (_, row) => <Link to={collectionShowPath(row.id)}>{row.receiptNumber}</Link>,
    },
    {
      key: "borrowerName",
      title: "Borrower",
      width: 180,
      ellipsis: true,
      sortable: true,
      render: (_, row) => row.borrowerName,
    },
    {
      key: "channel",
      title: "Channel",
      width: 150,
      filtered: Boolean(channels?.length),
      filterDropdown: ({ close }) => (
        <ChoiceFilter
          label="Channel"
          options={CHANNEL_OPTIONS}
          value={channels}
          close={close}
          onChange={(value) => filters.set({ channel: value })}
        />
      ),
      render: (_, row) => RECEIPT_CHANNEL_LABELS[row.channel],
    },
    { key: "utr", title: "UTR", width: 170, ellipsis: true, render: (_, row) => row.utr ?? dash },
    amountColumn({
      key: "amountPaise",
      title: "Amount",
      width: 130,
      sortable: true,
      paise: (row) => row.amountPaise,
    }),
    {
      key: "receivedOn",
      title: "Received on",
      width: 120,
      sortable: true,
      render: (_, row) => <DateText value={row.receivedOn} />,
    },
    {
      key: "status",
      title: "Status",
      width: 150,
      sortable: true,
      filtered: Boolean(statuses?.length),
      filterDropdown: ({ close }) => (
        <ChoiceFilter
          label="Status"
          options={STATUS_OPTIONS}
          value={statuses}
          close={close}
          onChange={(value) => filters.set({ status: value })}
        />
      ),
      render: (_, row) =>
        row.reversedById ? (
          <StatusTag status="CANCELLED" label="Reversed" />
        ) : (
          <StatusTag status={row.status} label={PAYMENT_COLLECTION_STATUS_LABELS[row.status]} />
        ),
    },
    {
      key: "lenderName",
      title: "Lender",
      width: 150,
      ellipsis: true,
      defaultHidden: true,
      render: (_, row) => row.lenderName,
    },
    {
      key: "anchorName",
      title: "Anchor",
      width: 150,
      ellipsis: true,
      defaultHidden: true,
      render: (_, row) => row.anchorName ?? dash,
    },
    amountColumn({
      key: "unappliedPaise",
      title: "Unapplied",
      width: 120,
      defaultHidden: true,
      paise: (row) => row.unappliedPaise,
    }),
    {
      key: "utrDate",
      title: "UTR date",
      width: 110,
      defaultHidden: true,
      render: (_, row) => (row.utrDate ? <DateText value={row.utrDate} /> : dash),
    },
    {
      key: "bulkId",
      title: "Bulk Id",
      width: 150,
      ellipsis: true,
      defaultHidden: true,
      render: (_, row) => row.bulkId ?? dash,
    },
  ];
}
