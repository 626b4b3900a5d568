import { type CollectionItem, RECEIPT_CHANNEL_LABELS } from "@domain/api/collections";
import { PAYMENT_COLLECTION_STATUS_LABELS } from "@domain/enums/statuses";
import { rupees } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The collection manager's columns, as its answer words them: labels for enums, amounts in rupees. */
export const COLLECTION_EXPORT_COLUMNS: CsvColumn<CollectionItem>[] = [
  { header: ID_HEADER, value: (row) => row.id },
  { header: "Receipt", value: (row) => row.receiptNumber },
  { header: "Channel", value: (row) => RECEIPT_CHANNEL_LABELS[row.channel] },
  { header: "Status", value: (row) => PAYMENT_COLLECTION_STATUS_LABELS[row.status] },
  { header: "Borrower", value: (row) => row.borrowerName },
  { header: "Lender", value: (row) => row.lenderName },
  { header: "Anchor", value: (row) => row.anchorName ?? "" },
  { header: "UTR", value: (row) => row.utr ?? "" },
  { header: "Amount (₹)", value: (row) => rupees(row.amountPaise) },
  { header: "Unapplied (₹)", value: (row) => rupees(row.unappliedPaise) },
  { header: "Received on", value: (row) => row.receivedOn },
  { header: "UTR date", value: (row) => row.utrDate ?? "" },
  { header: "Bulk Id", value: (row) => row.bulkId ?? "" },
  { header: "Reversed", value: (row) => (row.reversedById ? "Yes" : "") },
];
