import type { Identity } from "@domain/api/auth";
import type { PendingChange } from "@domain/api/pending-changes";
import { formatDate } from "@domain/dates/display-date";
import { humanize } from "@domain/enums/labels";
import { isHttpError } from "@providers/http-error";
import { useGetIdentity } from "@refinedev/core";
import { Alert, Button, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { ChangeValue } from "./change-value";
import styles from "./pending-change-panel.module.css";
import { RejectChangeForm } from "./reject-change-form";
import { useChangeDecision } from "./use-change-decision";

export interface PendingChangePanelProps {
  change: PendingChange | null | undefined;
  /** The record's field labels by field name; a field without one is humanised. */
  fieldLabels: Record<string, string>;
  /** After an approval or rejection: the page reloads its record. */
  onDecided: () => void;
  /** Whether the signed-in user may decide changes at all (staff who manage clients); the API checks too. */
  canDecide?: boolean;
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });

/**
 * Maker-checker on the record itself: the change waiting for approval field by field (before → after), who
 * proposed it and when, and Approve / Reject for any staff user but its proposer.
 */
export function PendingChangePanel(props: PendingChangePanelProps) {
  const { change, canDecide = true } = props;
  if (!change || change.state !== "PENDING") return null;
  return <PendingChangeAlert {...props} change={change} canDecide={canDecide} />;
}

function PendingChangeAlert({
  change,
  fieldLabels,
  onDecided,
  canDecide,
}: PendingChangePanelProps & { change: PendingChange }) {
  const { data: identity } = useGetIdentity<Identity>();
  const isProposer = identity?.id === change.proposedById;
  return (
    <Alert
      type="warning"
      showIcon
      className={styles.panel}
      role="region"
      aria-label="Change waiting for approval"
      message={<span className={styles.title}>Change waiting for approval</span>}
      description={
        <div className={styles.body}>
          <Typography.Text>
            Proposed by <strong>{change.proposedByName}</strong> on {formatDate(new Date(change.proposedAt))}{" "}
            at {timeOf(change.proposedAt)}
          </Typography.Text>
          <ChangeTable change={change} fieldLabels={fieldLabels} />
          {isProposer ? (
            <Typography.Text type="secondary">
              You proposed this change: another staff user must approve or reject it.
            </Typography.Text>
          ) : canDecide ? (
            <Decision change={change} fieldLabels={fieldLabels} onDecided={onDecided} />
          ) : (
            <Typography.Text type="secondary">
              A staff user who manages clients must approve or reject it.
            </Typography.Text>
          )}
        </div>
      }
    />
  );
}

function ChangeTable({
  change,
  fieldLabels,
}: Pick<PendingChangePanelProps, "fieldLabels"> & { change: PendingChange }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col" aria-hidden="true" />
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {change.changes.map((item) => (
            <tr key={item.field}>
              <th scope="row">{fieldLabels[item.field] ?? humanize(item.field)}</th>
              <td className={styles.before}>
                <ChangeValue field={item.field} value={item.before} />
              </td>
              <td className={styles.arrow} aria-hidden="true">
                →
              </td>
              <td className={styles.after}>
                <ChangeValue field={item.field} value={item.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an approval will change, field by field, for the confirmation. */
function ChangeSummary({
  change,
  fieldLabels,
}: Pick<PendingChangePanelProps, "fieldLabels"> & { change: PendingChange }) {
  return (
    <ul className={styles.summary} aria-label="What the approval changes">
      {change.changes.map((item) => (
        <li key={item.field}>
          {fieldLabels[item.field] ?? humanize(item.field)}:{" "}
          <ChangeValue field={item.field} value={item.before} /> →{" "}
          <ChangeValue field={item.field} value={item.after} />
        </li>
      ))}
    </ul>
  );
}

function Decision({
  change,
  fieldLabels,
  onDecided,
}: Pick<PendingChangePanelProps, "fieldLabels" | "onDecided"> & { change: PendingChange }) {
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { approve, reject, isPending } = useChangeDecision(change.id);
  const attempt = async (decide: () => Promise<unknown>) => {
    setFailure(undefined);
    try {
      await decide();
      onDecided();
    } catch (error) {
      setFailure(isHttpError(error) ? error.message : "The change could not be decided; try again");
      throw error;
    }
  };
  return (
    <>
      {failure ? <Alert type="error" showIcon message={failure} /> : null}
      {rejecting ? (
        <RejectChangeForm
          onCancel={() => setRejecting(false)}
          onSubmit={(values) => attempt(() => reject(values))}
        />
      ) : (
        <Space wrap>
          <Popconfirm
            title="Approve this change?"
            description={<ChangeSummary change={change} fieldLabels={fieldLabels} />}
            okText="Yes, approve"
            cancelText="No"
            okButtonProps={{ loading: isPending }}
            onConfirm={() => attempt(approve).catch(() => undefined)}
          >
            <Button type="primary" loading={isPending}>
              Approve change
            </Button>
          </Popconfirm>
          <Button danger disabled={isPending} onClick={() => setRejecting(true)}>
            Reject change
          </Button>
        </Space>
      )}
    </>
  );
}
