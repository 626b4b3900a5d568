import type { UtrImportRow } from "@domain/api/utr-imports";
import { isBusinessDate } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";
import { safeParseRupees } from "@domain/money/parse-rupees";
import { invoiceShowPath } from "@resources/invoices/invoice-routes";
import { DateText } from "@src/components/date-text";
import type { ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import { Link } from "react-router";
import { ROW_STATE_LABELS } from "./utr-import-labels";

const dash = "—";

/** A row of the file, named in the table by its line number. */
export type ImportRow = UtrImportRow & { id: string };

/** The amount as the file has it: rupees with two decimals when it reads as an amount, else the text itself. */
function amountText(amount: string): string {
  if (amount.trim() === "") return dash;
  const parsed = safeParseRupees(amount);
  return parsed.valid ? formatInr(parsed.value, { currency: true, fixed: true }) : amount;
}

/** The rows of one import in file order: where each row is, what it names, its state and why. */
export const utrImportRowColumns: ListColumn<ImportRow>[] = [
  { key: "rowNumber", title: "Row", width: 60, align: "right", render: (_, row) => row.rowNumber },
  {
    key: "invoiceNumber",
    title: "Invoice number",
    width: 150,
    ellipsis: true,
    render: (_, row) =>
      row.invoiceId ? (
        <Link to={invoiceShowPath(row.invoiceId)}>{row.invoiceNumber}</Link>
      ) : (
        row.invoiceNumber || dash
      ),
  },
  { key: "utrNumber", title: "UTR", width: 190, ellipsis: true, render: (_, row) => row.utrNumber || dash },
  { key: "amount", title: "Amount", width: 120, align: "right", render: (_, row) => amountText(row.amount) },
  {
    key: "paymentDate",
    title: "Payment date",
    width: 115,
    render: (_, row) =>
      isBusinessDate(row.paymentDate) ? <DateText value={row.paymentDate} /> : row.paymentDate || dash,
  },
  {
    key: "state",
    title: "State",
    width: 130,
    render: (_, row) => <StatusTag status={row.state} label={ROW_STATE_LABELS[row.state]} />,
  },
  { key: "reason", title: "Reason", width: 300, wrap: true, render: (_, row) => row.reason ?? dash },
];
