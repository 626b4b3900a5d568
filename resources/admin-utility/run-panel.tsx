import type { Identity } from "@domain/api/auth";
import type { UtilityPreview, UtilityRequest, UtilityRun } from "@domain/api/admin-utility";
import { meetsRule, UTILITY_RULES } from "@domain/access/staff-rules";
import { ADMIN_OPERATION_LABELS, ADMIN_OPERATIONS, type AdminOperation } from "@domain/enums/users";
import { formatInr } from "@domain/money/format-inr";
import { adminOperationSchema } from "@domain/schemas/admin-operations";
import { type HttpError, useGetIdentity } from "@refinedev/core";
import { MerchantUserSelect } from "@resources/anchor-users/merchant-user-select";
import { PreviewLines } from "@resources/collections/preview-lines";
import { Alert, Button, Card, Form, Select, Space } from "antd";
import { useState } from "react";
import { OperationForm } from "./operation-forms";
import { useUtilityCall } from "./use-utility-call";
import { UtilityOutcome } from "./utility-outcome";
import styles from "./utility.module.css";

type Previewed = { request: UtilityRequest; answer: UtilityPreview };

/** Pick the operation (those the signed-in user may run) and the merchant user, fill its form, preview, confirm. */
export function RunPanel() {
  const { data: identity } = useGetIdentity<Identity>();
  const allowed = ADMIN_OPERATIONS.filter((operation) => meetsRule(UTILITY_RULES[operation], identity));
  const [operation, setOperation] = useState<AdminOperation>();
  const [userId, setUserId] = useState("");
  const [previewed, setPreviewed] = useState<Previewed>();
  const [outcome, setOutcome] = useState<UtilityRun>();
  const [failure, setFailure] = useState<string>();
  const [running, setRunning] = useState(false);
  const utility = useUtilityCall();

  const restart = () => {
    setPreviewed(undefined);
    setOutcome(undefined);
    setFailure(undefined);
  };
  const preview = async (input: object) => {
    restart();
    const chosen = adminOperationSchema.safeParse({ operation, userId });
    if (!chosen.success) {
      setFailure(chosen.error.issues[0]?.message);
      return;
    }
    const request = { ...chosen.data, input: input as Record<string, unknown> };
    try {
      setPreviewed({ request, answer: await utility.preview(request) });
    } catch (error) {
      const refusal = error as HttpError;
      if (!refusal.errors) setFailure(refusal.message);
      throw error;
    }
  };
  const confirm = async (request: UtilityRequest) => {
    setRunning(true);
    try {
      setOutcome(await utility.run(request));
      setPreviewed(undefined);
    } catch (error) {
      setFailure((error as HttpError).message);
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className={styles.run}>
      <Card title="Operation and user" className={styles.card}>
        <Form layout="vertical" component={false}>
          <Form.Item label="Operation" htmlFor="utility-operation" required>
            <Select
              id="utility-operation"
              value={operation}
              placeholder="Choose an operation"
              options={allowed.map((value) => ({ value, label: ADMIN_OPERATION_LABELS[value] }))}
              onChange={(next: AdminOperation) => {
                setOperation(next);
                restart();
              }}
            />
          </Form.Item>
          <Form.Item label="User" htmlFor="utility-user" required>
            <MerchantUserSelect
              id="utility-user"
              value={userId}
              onChange={(next) => {
                setUserId(next);
                restart();
              }}
            />
          </Form.Item>
        </Form>
        {operation ? (
          <OperationForm
            key={`${operation}-${userId}`}
            operation={operation}
            userId={userId}
            onPreview={preview}
          />
        ) : null}
      </Card>
      <Card title="Preview and outcome" className={styles.card}>
        <Space direction="vertical" className={styles.result}>
          {previewed ? (
            <section aria-label="Preview">
              <p className={styles.summary}>
                {previewed.answer.preview.summary}
                {previewed.answer.preview.borrowerName ? ` · ${previewed.answer.preview.borrowerName}` : ""}
              </p>
              {previewed.answer.preview.totalPaise > 0 ? (
                <p>Total: {formatInr(previewed.answer.preview.totalPaise, { currency: true })}</p>
              ) : null}
              <PreviewLines preview={previewed.answer.preview} />
              {previewed.answer.needsApproval ? (
                <p>It moves money or closes a loan: it is filed for another staff user to approve.</p>
              ) : null}
              <Button type="primary" loading={running} onClick={() => void confirm(previewed.request)}>
                Confirm
              </Button>
            </section>
          ) : null}
          {outcome ? <UtilityOutcome run={outcome} /> : null}
          {failure ? <Alert type="error" showIcon message={failure} /> : null}
          {!previewed && !outcome && !failure ? (
            <p className={styles.hint}>
              Choose the operation and the user, fill in its fields, then Preview.
            </p>
          ) : null}
        </Space>
      </Card>
    </div>
  );
}
