import { Button, Form } from "antd";
import type { FormEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import styles from "./record-form.module.css";

export interface RecordFormFrameProps {
  /** Names the form for screen readers ("New anchor"); its visible heading too with `heading`. */
  label: string;
  heading?: boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  /** Where Cancel goes back to, or what it does (`() => navigate(-1)`). */
  cancel: string | (() => void);
  /** Above the fields: what the save will do (a change that waits for approval). */
  notice?: ReactNode;
  /**
   * `grid` (the default) lays the fields out in columns of 260 px or more, `pairs` in two columns; `sections`
   * leaves the layout to the children (each section its heading and grid).
   */
  layout?: "grid" | "pairs" | "sections";
  /** A form of a few fields: a narrower card. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of every record form: a card, the notice, the fields, then submit and Cancel. */
export function RecordFormFrame(props: RecordFormFrameProps) {
  const { label, submitLabel, submitting, onSubmit, cancel, layout = "grid", children } = props;
  const navigate = useNavigate();
  const className = props.narrow ? `${styles.form} ${styles.narrow}` : styles.form;
  return (
    <form className={className} aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      {props.heading ? <h2 className={styles.title}>{label}</h2> : null}
      {props.notice}
      <Form layout="vertical" component={false}>
        {layout === "sections" ? (
          children
        ) : (
          <div className={layout === "pairs" ? `${styles.grid} ${styles.pairs}` : styles.grid}>
            {children}
          </div>
        )}
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
          <Button onClick={() => (typeof cancel === "string" ? void navigate(cancel) : cancel())}>
            Cancel
          </Button>
        </div>
      </Form>
    </form>
  );
}
