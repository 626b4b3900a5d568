import type { StatementDue, StatementEntry } from "@domain/api/delinquency";
import { DateText } from "@src/components/date-text";
import { InrAmount } from "@src/components/inr-amount";
import { Table, type TableColumnsType } from "antd";

const money = (paise: number) => <InrAmount paise={paise} fixed />;
const ENTRY_KINDS: Record<StatementEntry["kind"], string> = {
  DUE: "Due",
  CHARGE: "Charge",
  WAIVER: "Waiver",
  RECEIPT: "Receipt",
};

const DUE_COLUMNS: TableColumnsType<StatementDue> = [
  { key: "tranche", title: "Tranche", width: 120, render: (_, due) => due.trancheRef },
  { key: "no", title: "#", width: 48, align: "right", render: (_, due) => due.installmentNumber },
  { key: "dueDate", title: "Due date", width: 110, render: (_, due) => <DateText value={due.dueDate} /> },
  { key: "principal", title: "Principal", align: "right", render: (_, due) => money(due.principalDuePaise) },
  { key: "interest", title: "Interest", align: "right", render: (_, due) => money(due.interestDuePaise) },
  { key: "penal", title: "Penal charged", align: "right", render: (_, due) => money(due.penalChargedPaise) },
  {
    key: "paid",
    title: "Paid",
    align: "right",
    render: (_, due) => money(due.principalPaidPaise + due.interestPaidPaise + due.penalPaidPaise),
  },
  { key: "balance", title: "Balance", align: "right", render: (_, due) => money(due.balancePaise) },
  { key: "dpd", title: "DPD", width: 64, align: "right", render: (_, due) => due.dpd || "—" },
];

const ENTRY_COLUMNS: TableColumnsType<StatementEntry> = [
  { key: "date", title: "Date", width: 110, render: (_, entry) => <DateText value={entry.date} /> },
  { key: "kind", title: "Kind", width: 90, render: (_, entry) => ENTRY_KINDS[entry.kind] },
  { key: "reference", title: "Reference", ellipsis: true, render: (_, entry) => entry.reference },
  { key: "description", title: "Description", ellipsis: true, render: (_, entry) => entry.description },
  {
    key: "split",
    title: "Penal / interest / principal",
    width: 250,
    align: "right",
    render: (_, entry) => (
      <>
        {money(entry.penalPaise)} / {money(entry.interestPaise)} / {money(entry.principalPaise)}
      </>
    ),
  },
  {
    key: "debit",
    title: "Debit",
    align: "right",
    render: (_, e) => (e.debitPaise ? money(e.debitPaise) : ""),
  },
  {
    key: "credit",
    title: "Credit",
    align: "right",
    render: (_, e) => (e.creditPaise ? money(e.creditPaise) : ""),
  },
  { key: "balance", title: "Balance", align: "right", render: (_, entry) => money(entry.balancePaise) },
];

/** Every due of the borrower as it stood on the statement's date. One account's dues: no paging or export. */
export function StatementDues({ dues }: { dues: readonly StatementDue[] }) {
  return (
    <Table<StatementDue>
      aria-label="Dues"
      size="small"
      rowKey="id"
      columns={DUE_COLUMNS}
      dataSource={[...dues]}
      pagination={false}
      scroll={{ y: 360, x: 900 }}
    />
  );
}

/** The account's lines in date order with the running balance (the statement's CSV has the same). */
export function StatementLines({ entries }: { entries: readonly StatementEntry[] }) {
  return (
    <Table<StatementEntry>
      aria-label="Statement lines"
      size="small"
      rowKey={(entry) => `${entry.kind}-${entry.id}`}
      columns={ENTRY_COLUMNS}
      dataSource={[...entries]}
      pagination={false}
      scroll={{ y: 480, x: 1100 }}
    />
  );
}
