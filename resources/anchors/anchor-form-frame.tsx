import { Button, Form } from "antd";
import type { FormEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import styles from "./anchor-form.module.css";

export interface AnchorFormFrameProps {
  label: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  /** Where Cancel goes back to. */
  cancelTo: string;
  /** Above the fields (the change waiting for approval). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame of the anchor forms: a heading, vertical fields in a grid, then submit and cancel. */
export function AnchorFormFrame(props: AnchorFormFrameProps) {
  const { label, submitLabel, submitting, onSubmit, cancelTo, children } = props;
  const navigate = useNavigate();
  return (
    <form className={styles.form} aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2 className={styles.title}>{label}</h2>
      {props.notice}
      <Form layout="vertical" component={false}>
        <div className={styles.grid}>{children}</div>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
          <Button onClick={() => void navigate(cancelTo)}>Cancel</Button>
        </div>
      </Form>
    </form>
  );
}
