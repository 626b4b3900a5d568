import type { InvoiceItem } from "@domain/api/invoices";
import { formatInr } from "@domain/money/format-inr";
import { type BatchOutcome, useInvoiceAction } from "@resources/invoices/use-invoice-action";
import { Alert, Button, Popconfirm } from "antd";
import { useState } from "react";
import styles from "./supplier-invoices.module.css";

/** Only Verified invoices can be approved; the others cannot be selected for it. */
export const isApprovable = (invoice: InvoiceItem) => invoice.status === "Verified";

const plural = (count: number) => `${count} invoice${count === 1 ? "" : "s"}`;

/** The one confirmation: how many invoices, and the total that will be paid out (their actual payments). */
export function bulkApproveQuestion(invoices: readonly InvoiceItem[]): string {
  const total = invoices.reduce((sum, invoice) => sum + invoice.actualPaymentPaise, 0);
  return `Approve payment of ${formatInr(total, { currency: true })} for ${plural(invoices.length)}?`;
}

function OutcomeReport({ outcome, onClose }: { outcome: BatchOutcome<InvoiceItem>; onClose: () => void }) {
  const done = outcome.succeeded.length;
  const all = done + outcome.failed.length;
  return (
    <Alert
      className={styles.report}
      type={outcome.failed.length === 0 ? "success" : done === 0 ? "error" : "warning"}
      showIcon
      closable
      onClose={onClose}
      message={`${done} of ${plural(all)} approved`}
      description={
        outcome.failed.length > 0 ? (
          <ul aria-label="Not approved" className={styles.failures}>
            {outcome.failed.map(({ invoice, message }) => (
              <li key={invoice.id}>
                {invoice.invoiceNumber}: {message}
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

/**
 * Approves the selected Verified invoices together after one confirmation. Each goes through the approve
 * endpoint with its own version; the report says how many succeeded and why the others did not.
 */
export function BulkApprove({ invoices, onDone }: { invoices: readonly InvoiceItem[]; onDone: () => void }) {
  const { runEach, isPending } = useInvoiceAction();
  const [outcome, setOutcome] = useState<BatchOutcome<InvoiceItem>>();
  const approve = async () => {
    setOutcome(await runEach("approve", invoices));
    onDone();
  };
  return (
    <>
      {invoices.length > 0 ? (
        <Popconfirm
          title={bulkApproveQuestion(invoices)}
          okText="Yes, approve all"
          cancelText="No"
          okButtonProps={{ loading: isPending }}
          onConfirm={approve}
        >
          <Button type="primary" loading={isPending}>
            Approve selected
          </Button>
        </Popconfirm>
      ) : null}
      {outcome ? <OutcomeReport outcome={outcome} onClose={() => setOutcome(undefined)} /> : null}
    </>
  );
}
