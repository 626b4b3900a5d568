import { Table } from "antd";
import { createRoot } from "react-dom/client";

/**
 * The baseline of bench/invoice-table.ts: a plain antd Table (no virtual list, no memoised cells) over the
 * same 5000 invoices, 12 columns of plain text. The rows arrive as `window.__ROWS__` before this runs.
 */
type Row = Record<string, string | number | null>;
const rows = (window as unknown as { __ROWS__: Row[] }).__ROWS__;
const fields = [
  "invoiceNumber",
  "counterpartyName",
  "status",
  "type",
  "amountPaise",
  "actualPaymentPaise",
  "invoiceDate",
  "paymentDate",
  "actualPaymentDate",
  "anchorName",
  "lenderName",
  "utr",
];
const columns = fields.map((field) => ({ key: field, dataIndex: field, title: field, width: 170 }));
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <Table<Row> rowKey="id" size="middle" columns={columns} dataSource={rows} pagination={false} />,
  );
}
