import type { InvoiceDetail } from "@domain/api/invoices";
import { formatInr } from "@domain/money/format-inr";
import { Button, Modal, Popconfirm, Space } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { invoiceEditPath } from "./invoice-routes";
import { RejectForm } from "./reject-form";
import { type InvoiceOperation, useInvoiceAction } from "./use-invoice-action";
import { UtrForm } from "./utr-form";

type Confirmed = Exclude<InvoiceOperation, "reject" | "enterUtr">;

const CONFIRMED: Record<Confirmed, { label: string; question: string; danger?: boolean }> = {
  verify: { label: "Verify", question: "Verify invoice" },
  approve: { label: "Approve", question: "Approve payment of" },
  settle: { label: "Settle", question: "Record settlement of" },
  cancel: { label: "Cancel invoice", question: "Cancel invoice", danger: true },
};

/** The money figure each confirmation names: what moves (the actual payment) or what the invoice is for. */
const confirmText = (operation: Confirmed, invoice: InvoiceDetail) => {
  const amount = formatInr(operation === "approve" ? invoice.actualPaymentPaise : invoice.amountPaise, {
    currency: true,
  });
  return operation === "approve" || operation === "settle"
    ? `${CONFIRMED[operation].question} ${amount} for invoice ${invoice.invoiceNumber}?`
    : `${CONFIRMED[operation].question} ${invoice.invoiceNumber} for ${amount}?`;
};

/** Only the actions the server says this user may take now (state machine and role together). */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { run, isPending } = useInvoiceAction();
  const [dialog, setDialog] = useState<"reject" | "enterUtr">();
  const allowed = new Set(invoice.allowedActions);
  const confirmed = (Object.keys(CONFIRMED) as Confirmed[]).filter((operation) => allowed.has(operation));
  if (allowed.size === 0) return null;

  return (
    <Space wrap aria-label="Invoice actions">
      {allowed.has("update") ? (
        <Link to={invoiceEditPath(invoice.id)}>
          <Button>Edit</Button>
        </Link>
      ) : null}
      {confirmed.map((operation) => (
        <Popconfirm
          key={operation}
          title={confirmText(operation, invoice)}
          okText={`Yes, ${CONFIRMED[operation].label.toLowerCase()}`}
          cancelText="No"
          okButtonProps={{ loading: isPending, danger: CONFIRMED[operation].danger }}
          onConfirm={() => run(operation, invoice).catch(() => undefined)}
        >
          <Button type={operation === "cancel" ? "default" : "primary"} danger={CONFIRMED[operation].danger}>
            {CONFIRMED[operation].label}
          </Button>
        </Popconfirm>
      ))}
      {allowed.has("reject") ? (
        <Button danger onClick={() => setDialog("reject")}>
          Reject
        </Button>
      ) : null}
      {allowed.has("enterUtr") ? (
        <Button type="primary" onClick={() => setDialog("enterUtr")}>
          Enter UTR
        </Button>
      ) : null}
      <Modal
        open={dialog !== undefined}
        title={
          dialog === "reject"
            ? `Reject invoice ${invoice.invoiceNumber}`
            : `Enter UTR for ${invoice.invoiceNumber}`
        }
        footer={null}
        onCancel={() => setDialog(undefined)}
        destroyOnHidden
      >
        {dialog === "reject" ? (
          <RejectForm
            onCancel={() => setDialog(undefined)}
            onSubmit={(values) => run("reject", invoice, values).then(() => setDialog(undefined))}
          />
        ) : dialog === "enterUtr" ? (
          <UtrForm
            invoice={invoice}
            onCancel={() => setDialog(undefined)}
            onSubmit={(values) =>
              run("enterUtr", invoice, { utrNumber: values.utrNumber }).then(() => setDialog(undefined))
            }
          />
        ) : null}
      </Modal>
    </Space>
  );
}
