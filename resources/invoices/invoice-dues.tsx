import { type EmiItem, emiTitle } from "@domain/api/emis";
import { EMI_STATUS_LABELS } from "@domain/enums/statuses";
import { DateText } from "@src/components/date-text";
import { InrAmount } from "@src/components/inr-amount";
import { StatusTag } from "@src/components/status-tag";
import { emiShowPath } from "@resources/emis/emi-routes";
import { Table, type TableColumnsType, Typography } from "antd";
import { Link } from "react-router";
import styles from "./invoice-show.module.css";

const payer = (due: EmiItem) =>
  `${due.trancheKind === "SUBVENTION" ? "Anchor" : "Borrower"}: ${due.borrowerName}`;

const COLUMNS: TableColumnsType<EmiItem> = [
  {
    key: "due",
    title: "Due and who pays it",
    render: (_, due) => (
      <>
        <Link to={emiShowPath(due.id)}>{emiTitle(due)}</Link>
        <Typography.Text type="secondary" className={styles.payer}>
          {payer(due)}
        </Typography.Text>
      </>
    ),
  },
  { key: "date", title: "Due date", render: (_, due) => <DateText value={due.dueDate} /> },
  {
    key: "principal",
    title: "Principal",
    align: "right",
    render: (_, due) => <InrAmount paise={due.principalDuePaise} fixed />,
  },
  {
    key: "interest",
    title: "Interest",
    align: "right",
    render: (_, due) => <InrAmount paise={due.interestDuePaise} fixed />,
  },
  {
    key: "outstanding",
    title: "Outstanding",
    align: "right",
    render: (_, due) => <InrAmount paise={due.outstandingPaise} fixed />,
  },
  {
    key: "status",
    title: "Status",
    render: (_, due) => <StatusTag status={due.status} label={EMI_STATUS_LABELS[due.status]} />,
  },
];

/**
 * A disbursed invoice's dues: what its borrower repays on the payment date and, under subvention, the anchor's
 * share of the interest (the programme's liability days), a due of the anchor's own.
 */
export function InvoiceDues({ dues }: { dues: EmiItem[] }) {
  return (
    <Table<EmiItem>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: "max-content" }}
      columns={COLUMNS}
      dataSource={dues}
    />
  );
}
