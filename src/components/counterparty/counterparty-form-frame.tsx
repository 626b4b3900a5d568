import formStyles from "@resources/invoices/entry-form.module.css";
import { Button, Form } from "antd";
import type { FormEvent, ReactNode } from "react";
import styles from "./counterparty.module.css";

export interface CounterpartyFormFrameProps {
  /** "supplier": names the form ("Supplier create", "Supplier edit") and its button ("Create supplier", "Save supplier"). */
  noun: string;
  /** The spec's word for adding one: "create" for suppliers and partners, "add" for retailers. */
  verb: "create" | "add";
  editing: boolean;
  loading: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  onCancel?: () => void;
  /** The fields, laid out in the grid. */
  children: ReactNode;
  /** Shown under the fields, above the buttons (a check's result). */
  footer?: ReactNode;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The frame of a supplier, partner or retailer form: its name, the field grid (the invoice entry forms'
 * layout), submit, and Cancel while editing.
 */
export function CounterpartyFormFrame(props: CounterpartyFormFrameProps) {
  const { noun, verb, editing, loading, onSubmit, onCancel, children, footer } = props;
  return (
    <form
      className={formStyles.form}
      aria-label={`${capitalised(noun)} ${editing ? "edit" : verb}`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <Form layout="vertical" component={false}>
        <div className={formStyles.grid}>{children}</div>
        {footer}
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={loading}>
            {editing ? `Save ${noun}` : `${capitalised(verb)} ${noun}`}
          </Button>
          {editing ? <Button onClick={onCancel}>Cancel</Button> : null}
        </div>
      </Form>
    </form>
  );
}
