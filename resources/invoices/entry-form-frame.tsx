import { Button, Form } from "antd";
import type { FormEvent, ReactNode } from "react";
import styles from "./entry-form.module.css";

export interface EntryFormFrameProps {
  kind: "supplier" | "partner";
  /** Changing a saved invoice rather than entering a new one. */
  editing: boolean;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  children: ReactNode;
}

/** The repayment entry's frame: a vertical form, its fields in a grid, the submit button under them. */
export function EntryFormFrame({ kind, editing, submitting, onSubmit, children }: EntryFormFrameProps) {
  const label = `${kind === "supplier" ? "Supplier" : "Partner"} repayment entry`;
  return (
    <form className={styles.form} aria-label={label} noValidate onSubmit={(e) => void onSubmit(e)}>
      <Form layout="vertical" component={false}>
        <div className={styles.grid}>{children}</div>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {editing ? "Save changes" : `Submit ${kind} invoice`}
        </Button>
      </Form>
    </form>
  );
}
