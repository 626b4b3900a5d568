import type { InvoiceDetail } from "@domain/api/invoices";
import { Alert, Button, Form } from "antd";
import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import styles from "./entry-form.module.css";
import { invoiceShowPath } from "./invoice-routes";

export interface EntryFormFrameProps {
  kind: "supplier" | "partner";
  /** Changing a saved invoice rather than entering a new one. */
  editing: boolean;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  /** The invoice just entered, confirmed above the emptied form until `onDismissCreated`. */
  created?: InvoiceDetail;
  onDismissCreated: () => void;
  children: ReactNode;
}

/**
 * The repayment entry's frame: what was just entered, with its link (the save's toast is gone in seconds),
 * then a vertical form, its fields in a grid, the submit button under them.
 */
export function EntryFormFrame(props: EntryFormFrameProps) {
  const { kind, editing, submitting, onSubmit, created, onDismissCreated, children } = props;
  const noun = kind === "supplier" ? "Supplier" : "Partner";
  return (
    <form
      className={styles.form}
      aria-label={`${noun} repayment entry`}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      {created ? (
        <Alert
          className={styles.created}
          type="success"
          role="status"
          showIcon
          closable
          onClose={onDismissCreated}
          message={
            <>
              {noun} invoice <Link to={invoiceShowPath(created.id)}>{created.invoiceNumber}</Link> submitted.
            </>
          }
        />
      ) : null}
      <Form layout="vertical" component={false}>
        <div className={styles.grid}>{children}</div>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {editing ? "Save changes" : `Submit ${kind} invoice`}
        </Button>
      </Form>
    </form>
  );
}
