import { Alert, Button, Card, Form } from "antd";
import type { FormEvent, ReactNode } from "react";
import styles from "./kyc.module.css";

export interface CheckCardProps {
  title: string;
  description: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Why the check could not be made (network, server). */
  failure?: string | undefined;
  result?: ReactNode;
  children: ReactNode;
}

/** One of the KYC page's checks: a titled card holding its form, its button and its answer. */
export function CheckCard(props: CheckCardProps) {
  const { title, description, submitLabel, submitting, onSubmit, failure, result, children } = props;
  return (
    <Card title={title} className={styles.card}>
      <p className={styles.description}>{description}</p>
      <form aria-label={title} noValidate onSubmit={onSubmit}>
        <Form layout="vertical" component={false}>
          {children}
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Form>
      </form>
      <div className={styles.result} aria-live="polite">
        {failure ? <Alert type="error" showIcon message={failure} /> : result}
      </div>
    </Card>
  );
}
