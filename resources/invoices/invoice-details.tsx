import type { InvoiceDetail } from "@domain/api/invoices";
import { INVOICE_TYPE_LABELS } from "@domain/enums/finance";
import { INVOICE_STATUS_LABELS } from "@domain/enums/statuses";
import { DateText } from "@src/components/date-text";
import { InrAmount } from "@src/components/inr-amount";
import { StatusTag } from "@src/components/status-tag";
import { Alert, Card, Descriptions } from "antd";
import type { DescriptionsProps } from "antd";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceDocument } from "./invoice-document";
import { InvoiceDues } from "./invoice-dues";
import styles from "./invoice-show.module.css";
import { StatusTimeline } from "./status-timeline";
import { invoiceTitle } from "./use-invoice-record";

const dash = "—";

/** Two label-value pairs a row on wide screens, one on phones. */
const DESCRIPTION_COLUMNS = { xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 };

function fields(invoice: InvoiceDetail): DescriptionsProps["items"] {
  return [
    {
      key: "status",
      label: "Status",
      children: <StatusTag status={invoice.status} label={INVOICE_STATUS_LABELS[invoice.status]} />,
    },
    { key: "type", label: "Type", children: INVOICE_TYPE_LABELS[invoice.type] },
    { key: "number", label: "Invoice number", children: invoice.invoiceNumber },
    {
      key: "counterparty",
      label: invoice.partnerId ? "Partner" : invoice.retailerId ? "Retailer" : "Supplier",
      children: invoice.counterpartyName,
    },
    { key: "amount", label: "Invoice amount", children: <InrAmount paise={invoice.amountPaise} /> },
    {
      key: "actual",
      label: "Actual payment amount",
      children: <InrAmount paise={invoice.actualPaymentPaise} />,
    },
    { key: "tds", label: "TDS", children: invoice.tdsPercent === null ? dash : `${invoice.tdsPercent}%` },
    { key: "rate", label: "Interest rate", children: `${invoice.interestRatePercent}% per year` },
    { key: "invoiceDate", label: "Invoice date", children: <DateText value={invoice.invoiceDate} /> },
    { key: "duration", label: "Repayment duration", children: `${invoice.repaymentDurationDays} days` },
    { key: "paymentDate", label: "Payment date", children: <DateText value={invoice.paymentDate} /> },
    {
      key: "actualDate",
      label: "Actual payment date",
      children: <DateText value={invoice.actualPaymentDate} />,
    },
    { key: "utr", label: "UTR", children: invoice.utr ?? dash },
    { key: "anchor", label: "Anchor", children: invoice.anchorName },
    { key: "lender", label: "Lender", children: invoice.lenderName },
    { key: "verifiedBy", label: "Verified by", children: invoice.verifiedByName ?? dash },
    { key: "approvedBy", label: "Approved by", children: invoice.approvedByName ?? dash },
    { key: "created", label: "Entered on", children: <DateText value={invoice.createdAt} /> },
    { key: "updated", label: "Last changed", children: <DateText value={invoice.updatedAt} /> },
  ];
}

/** Everything about one invoice: its fields, the actions open to this user, its document and its history. */
export function InvoiceDetails({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <div className={styles.layout}>
      <div>
        <div className={styles.actions}>
          <InvoiceActions invoice={invoice} />
        </div>
        {invoice.status === "Rejected" && invoice.rejectReason ? (
          <Alert
            className={styles.actions}
            type="error"
            showIcon
            message={`Rejected: ${invoice.rejectReason}`}
            description={invoice.rejectNote ?? undefined}
          />
        ) : null}
        <Card title={invoiceTitle(invoice)}>
          <Descriptions bordered column={DESCRIPTION_COLUMNS} size="small" items={fields(invoice)} />
        </Card>
        {invoice.dues.length > 0 ? (
          <Card title="Repayment" className={styles.section}>
            <InvoiceDues dues={invoice.dues} />
          </Card>
        ) : null}
        <Card title="Document" className={styles.section}>
          <InvoiceDocument invoice={invoice} />
        </Card>
      </div>
      <Card title="Status timeline">
        <StatusTimeline entries={invoice.timeline} />
      </Card>
    </div>
  );
}
