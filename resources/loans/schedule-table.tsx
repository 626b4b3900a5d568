import type { KfsScheduleRow } from "@domain/api/kfs-calculator";
import { parseRupees } from "@domain/money/parse-rupees";
import { DateText } from "@src/components/date-text";
import { InrAmount } from "@src/components/inr-amount";
import { Table, type TableColumnsType } from "antd";

const money = (text: string) => <InrAmount paise={parseRupees(text)} fixed />;

const COLUMNS: TableColumnsType<KfsScheduleRow> = [
  { key: "installment", title: "#", dataIndex: "installment", width: 48, align: "right" },
  {
    key: "dueDate",
    title: "Due date",
    width: 110,
    render: (_, row) => <DateText value={row.dueDate} />,
  },
  { key: "emi", title: "Instalment", align: "right", render: (_, row) => money(row.emi) },
  { key: "principal", title: "Principal", align: "right", render: (_, row) => money(row.principal) },
  { key: "interest", title: "Interest", align: "right", render: (_, row) => money(row.interest) },
  { key: "balance", title: "Balance", align: "right", render: (_, row) => money(row.balance) },
];

/**
 * A repayment schedule: every instalment with its principal, interest and the balance after it. Not a list
 * of records (no paging, sorting or export), so a plain compact table that scrolls within its own height.
 */
export function ScheduleTable({ rows, height = 360 }: { rows: readonly KfsScheduleRow[]; height?: number }) {
  return (
    <Table<KfsScheduleRow>
      aria-label="Repayment schedule"
      size="small"
      rowKey="installment"
      columns={COLUMNS}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ y: height, x: 560 }}
    />
  );
}
