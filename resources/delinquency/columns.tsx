import type { DpdRow } from "@domain/api/delinquency";
import { DPD_BUCKET_LABELS } from "@domain/collections/dpd";
import { DateText } from "@src/components/date-text";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { Tag } from "antd";
import { Link } from "react-router";
import { BUCKET_COLOURS } from "./bucket-colours";
import { statementPath } from "./delinquency-routes";

type Column = ListColumn<DpdRow>;
const dash = "—";

/**
 * The view's columns: the borrower first (it links to the statement as of the view's date), the tranche
 * at tranche level; penal charges and the oldest unpaid due are in the chooser.
 */
export function dpdColumns(asOf: string, level: string): Column[] {
  const columns: (Column | false)[] = [
    {
      key: "borrowerName",
      title: "Borrower",
      width: 190,
      ellipsis: true,
      sortable: true,
      render: (_, row) => (
        <Link to={statementPath(row.lenderId, row.borrowerKey, asOf)}>{row.borrowerName}</Link>
      ),
    },
    level === "tranche" && {
      key: "trancheRef",
      title: "Tranche",
      width: 130,
      render: (_, row) => row.trancheRef ?? dash,
    },
    level !== "tranche" && {
      key: "trancheCount",
      title: "Tranches",
      width: 95,
      align: "right",
      render: (_, row) => row.trancheCount,
    },
    { key: "dpd", title: "DPD", width: 80, align: "right", sortable: true, render: (_, row) => row.dpd },
    {
      key: "bucket",
      title: "Bucket",
      width: 100,
      render: (_, row) => <Tag color={BUCKET_COLOURS[row.bucket]}>{DPD_BUCKET_LABELS[row.bucket]}</Tag>,
    },
    amountColumn({
      key: "overduePaise",
      title: "Overdue",
      width: 130,
      sortable: true,
      paise: (row) => row.overduePaise,
    }),
    amountColumn({
      key: "principalOutstandingPaise",
      title: "Principal outstanding",
      width: 170,
      sortable: true,
      paise: (row) => row.principalOutstandingPaise,
    }),
    amountColumn({
      key: "writtenOffPaise",
      title: "Written off",
      width: 130,
      defaultHidden: true,
      paise: (row) => row.writtenOffPaise,
    }),
    { key: "lenderName", title: "Lender", width: 160, ellipsis: true, render: (_, row) => row.lenderName },
    {
      key: "anchorName",
      title: "Anchor",
      width: 160,
      ellipsis: true,
      render: (_, row) => row.anchorName ?? dash,
    },
    {
      key: "programmeName",
      title: "Programme",
      width: 170,
      ellipsis: true,
      defaultHidden: true,
      render: (_, row) => row.programmeName ?? dash,
    },
    {
      key: "oldestUnpaidDueDate",
      title: "Oldest unpaid due",
      width: 140,
      defaultHidden: true,
      render: (_, row) => (row.oldestUnpaidDueDate ? <DateText value={row.oldestUnpaidDueDate} /> : dash),
    },
    amountColumn({
      key: "penalOutstandingPaise",
      title: "Penal outstanding",
      width: 150,
      defaultHidden: true,
      paise: (row) => row.penalOutstandingPaise,
    }),
  ];
  return columns.filter((column): column is Column => column !== false);
}
