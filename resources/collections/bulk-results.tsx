import type { BulkRowResult } from "@domain/api/collections";
import { formatInr } from "@domain/money/format-inr";
import { Table, Tag } from "antd";

/** One line per row of a bulk action: the receipt, its amount, and what was done or why it was refused. */
export function BulkResults({ results }: { results: BulkRowResult[] }) {
  const done = results.filter((row) => row.ok).length;
  return (
    <>
      <p>
        {done} of {results.length} done{done < results.length ? `, ${results.length - done} refused` : ""}.
      </p>
      <Table<BulkRowResult>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={results}
        aria-label="Results"
        columns={[
          { key: "receipt", title: "Receipt", width: 120, render: (_, row) => row.receiptNumber },
          {
            key: "amount",
            title: "Amount",
            width: 130,
            align: "right",
            render: (_, row) => formatInr(row.amountPaise, { currency: true }),
          },
          {
            key: "result",
            title: "Result",
            width: 100,
            render: (_, row) => (row.ok ? <Tag color="green">Done</Tag> : <Tag color="red">Refused</Tag>),
          },
          { key: "message", title: "Reason", render: (_, row) => row.message },
        ]}
      />
    </>
  );
}
