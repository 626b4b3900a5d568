import { Button, Form, Space } from "antd";
import type { FormEvent, ReactNode } from "react";
import styles from "./programme-form.module.css";

export interface FormFrameProps {
  /** Names the form for screen readers ("New programme"). */
  label: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  onCancel: () => void;
  /** Above the fields: what the save will do (a change that waits for approval). */
  notice?: ReactNode;
  children: ReactNode;
}

/** A record form on a card: the notice, the fields in a grid, then Save and Cancel. */
export function FormFrame(props: FormFrameProps) {
  const { label, submitLabel, submitting, onSubmit, onCancel, notice, children } = props;
  return (
    <form className={styles.form} aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Form layout="vertical" component={false}>
        {notice}
        <div className={styles.grid}>{children}</div>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Space>
      </Form>
    </form>
  );
}
