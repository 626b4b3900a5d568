import type { Statement } from "@domain/api/reconciliation";
import { DateText } from "@src/components/date-text";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";

/** A statement's file, bank, period and how far its credits are reconciled. */
export const statementColumns: ListColumn<Statement>[] = [
  { key: "fileName", title: "File", width: 190, render: (_, row) => row.fileName },
  { key: "bankName", title: "Bank", width: 120, render: (_, row) => row.bankName ?? "—" },
  {
    key: "period",
    title: "Period",
    width: 200,
    render: (_, row) => (
      <>
        <DateText value={row.periodFrom} /> to <DateText value={row.periodTo} />
      </>
    ),
  },
  {
    key: "credits",
    title: "Credits",
    width: 90,
    align: "right",
    defaultHidden: true,
    render: (_, row) => row.report.credits.count,
  },
  amountColumn({
    key: "creditPaise",
    title: "Credited",
    width: 130,
    paise: (row) => row.report.credits.paise,
  }),
  {
    key: "matchedPercent",
    title: "Matched",
    width: 100,
    align: "right",
    render: (_, row) => `${row.report.matchedPercent.toFixed(2)}%`,
  },
  {
    key: "suspense",
    title: "In suspense",
    width: 110,
    align: "right",
    render: (_, row) => row.report.suspense.count,
  },
  amountColumn({
    key: "suspensePaise",
    title: "Suspense amount",
    width: 130,
    paise: (row) => row.report.suspense.paise,
  }),
  {
    key: "uploadedAt",
    title: "Uploaded",
    width: 120,
    render: (_, row) => <DateText value={row.uploadedAt} />,
  },
  {
    key: "uploadedByName",
    title: "By",
    width: 140,
    defaultHidden: true,
    render: (_, row) => row.uploadedByName ?? "—",
  },
];
