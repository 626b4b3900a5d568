import { Button, Form } from "antd";
import type { FormEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import styles from "./user-form.module.css";

export interface UserFormFrameProps {
  label: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  /** Where Cancel goes back to. */
  cancelTo: string;
  children: ReactNode;
}

/** The frame of the admin user and onboarding forms: vertical fields, then submit and cancel. */
export function UserFormFrame(props: UserFormFrameProps) {
  const { label, submitLabel, submitting, onSubmit, cancelTo, children } = props;
  const navigate = useNavigate();
  return (
    <form className={styles.form} aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Form layout="vertical" component={false}>
        {children}
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
