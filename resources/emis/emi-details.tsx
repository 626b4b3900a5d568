import { type EmiDetail, emiTitle } from "@domain/api/emis";
import { DUE_COMPONENT_LABELS } from "@domain/collections/appropriation";
import { EMI_STATUS_LABELS } from "@domain/enums/statuses";
import { formatDate } from "@domain/dates/display-date";
import { formatInr } from "@domain/money/format-inr";
import { StatusTag } from "@src/components/status-tag";
import { useCanDo } from "@src/hooks/use-can-do";
import { LoanTimeline } from "@resources/loans/loan-timeline";
import { loanShowPath } from "@resources/loans/loan-routes";
import { invoiceShowPath } from "@resources/invoices/invoice-routes";
import styles from "@resources/loans/loan-show.module.css";
import { Card, Descriptions, Empty, Table } from "antd";
import { Link } from "react-router";
import { EmiActions } from "./emi-actions";
import { presentationLabel } from "./emi-labels";

const inr = (paise: number) => formatInr(paise, { currency: true, fixed: true });
const dash = "—";

/** Due, paid and outstanding of each component. */
function Amounts({ emi }: { emi: EmiDetail }) {
  const rows = [
    { key: "principal", component: "Principal", due: emi.principalDuePaise, paid: emi.principalPaidPaise },
    { key: "interest", component: "Interest", due: emi.interestDuePaise, paid: emi.interestPaidPaise },
    { key: "penal", component: "Penal charges", due: emi.penalDuePaise, paid: emi.penalPaidPaise },
  ];
  return (
    <Table
      size="small"
      pagination={false}
      aria-label="Amounts"
      dataSource={rows}
      columns={[
        { key: "component", title: "Component", dataIndex: "component" },
        { key: "due", title: "Due", align: "right", render: (_, row) => inr(row.due) },
        { key: "paid", title: "Paid", align: "right", render: (_, row) => inr(row.paid) },
        { key: "left", title: "Outstanding", align: "right", render: (_, row) => inr(row.due - row.paid) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            {inr(rows.reduce((sum, row) => sum + row.due, 0))}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            {inr(rows.reduce((sum, row) => sum + row.paid, 0))}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <strong>{inr(emi.outstandingPaise)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/**
 * One EMI: its tranche, borrower, status and days past due with the actions open to this user; the amounts
 * due and paid per component; the presentation and the bank's return code; the charges, the receipts
 * allocated to it and its status timeline.
 */
/** The tranche a due belongs to, linked: its loan, or its invoice (an anchor's subvention names the invoice it bills). */
function TrancheLink({ emi }: { emi: EmiDetail }) {
  if (emi.loanId) return <Link to={loanShowPath(emi.loanId)}>{emi.trancheRef}</Link>;
  const invoiceId = emi.invoiceId ?? emi.subventionInvoiceId;
  return invoiceId ? <Link to={invoiceShowPath(invoiceId)}>{emi.trancheRef}</Link> : emi.trancheRef;
}

export function EmiDetails({ emi }: { emi: EmiDetail }) {
  const canCollect = useCanDo("emis", "collect");
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <h2 className={styles.title}>
            {emiTitle(emi)} · {emi.borrowerName}
          </h2>
          <div className={styles.statuses}>
            <StatusTag status={emi.status} label={EMI_STATUS_LABELS[emi.status]} />
            <span>
              Due {formatDate(emi.dueDate)} · {emi.dpd > 0 ? `${emi.dpd} days past due` : "not overdue"} ·{" "}
              {emi.lenderName}
            </span>
          </div>
        </div>
        {canCollect ? <EmiActions emi={emi} /> : null}
      </header>
      <Card title="Amounts" size="small">
        <Amounts emi={emi} />
      </Card>
      <Card title="Presentation" size="small">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label="Tranche">
            <TrancheLink emi={emi} />
          </Descriptions.Item>
          <Descriptions.Item label="Presentation">{presentationLabel(emi)}</Descriptions.Item>
          <Descriptions.Item label="Presented on">
            {emi.presentedOn ? formatDate(emi.presentedOn) : dash}
          </Descriptions.Item>
          <Descriptions.Item label="Return code">
            {emi.returnCode ? `${emi.returnCode} · ${emi.returnCodeLabel ?? ""}` : dash}
          </Descriptions.Item>
          <Descriptions.Item label="Re-presentation">
            {emi.retryAllowed === null ? dash : emi.retryAllowed ? "Allowed" : "Not allowed for this code"}
          </Descriptions.Item>
          <Descriptions.Item label="Bounces">{emi.bounceCount}</Descriptions.Item>
          <Descriptions.Item label="Reschedule date">
            {emi.rescheduleDate ? formatDate(emi.rescheduleDate) : dash}
          </Descriptions.Item>
          <Descriptions.Item label="Paid on">{emi.paidOn ? formatDate(emi.paidOn) : dash}</Descriptions.Item>
          <Descriptions.Item label="Anchor">{emi.anchorName ?? dash}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Charges" size="small">
        {emi.charges.length === 0 ? (
          <Empty description="No charges" />
        ) : (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            aria-label="Charges"
            dataSource={emi.charges}
            columns={[
              {
                key: "kind",
                title: "Charge",
                render: (_, c) => (c.kind === "BOUNCE" ? "Bounce charge" : "Overdue penal"),
              },
              { key: "on", title: "Charged on", render: (_, c) => formatDate(c.chargedOn) },
              {
                key: "bearer",
                title: "Borne by",
                render: (_, c) => (c.bearer === "ANCHOR" ? "Anchor" : "Borrower"),
              },
              { key: "amount", title: "Amount", align: "right", render: (_, c) => inr(c.amountPaise) },
            ]}
          />
        )}
      </Card>
      <Card title="Allocations" size="small">
        {emi.allocations.length === 0 ? (
          <Empty description="No receipt has been allocated to this EMI" />
        ) : (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            aria-label="Allocations"
            dataSource={emi.allocations}
            columns={[
              { key: "receipt", title: "Receipt", render: (_, a) => a.receiptNumber },
              { key: "utr", title: "UTR", render: (_, a) => a.utr ?? dash },
              { key: "on", title: "Allocated on", render: (_, a) => formatDate(a.allocatedOn) },
              { key: "component", title: "Component", render: (_, a) => DUE_COMPONENT_LABELS[a.component] },
              { key: "amount", title: "Amount", align: "right", render: (_, a) => inr(a.amountPaise) },
            ]}
          />
        )}
      </Card>
      <Card title="Timeline" size="small">
        <LoanTimeline entries={emi.timeline} />
      </Card>
    </div>
  );
}
