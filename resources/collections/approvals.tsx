import { PENDING_OPERATION_KIND_LABELS, type PendingOperation } from "@domain/api/pending-operations";
import { formatDate } from "@domain/dates/display-date";
import { formatInr } from "@domain/money/format-inr";
import { type HttpError, useList } from "@refinedev/core";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { Alert, Button, Card, Empty, Input, List, Modal, Skeleton, Space, Tag } from "antd";
import { useState } from "react";
import { BulkResults } from "./bulk-results";
import styles from "./collections.module.css";
import { useMoneyCall } from "./use-money-call";

const rupees = (paise: number) => formatInr(paise, { currency: true });

/** One waiting operation: the preview its proposer saw, line by line, and Approve / Reject (never for the proposer). */
function OperationCard({
  operation,
  onDone,
}: {
  operation: PendingOperation;
  onDone: (decided: PendingOperation) => void;
}) {
  const { run, isPending } = useMoneyCall();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const url = resolveEndpoint("pending-operations", "one", operation.id).url;
  const decide = async (path: string, body: object, message: string) =>
    onDone(await run<PendingOperation>({ url: `${url}/${path}` }, body, message));
  const { preview } = operation;
  return (
    <Card
      size="small"
      title={`${PENDING_OPERATION_KIND_LABELS[operation.kind]}: ${preview.summary}`}
      extra={<Tag>{rupees(preview.totalPaise)}</Tag>}
    >
      <p>
        Proposed by {operation.proposedByName ?? "someone"} on {formatDate(new Date(operation.proposedAt))}
        {preview.borrowerName ? ` · ${preview.borrowerName}` : ""}
      </p>
      <ul>
        {preview.lines.map((line, index) => (
          <li key={`${line.reference}-${index}`}>
            {line.reference} · {line.label}: {rupees(line.amountPaise)}
          </li>
        ))}
        {preview.unappliedPaise ? <li>Unapplied (suspense): {rupees(preview.unappliedPaise)}</li> : null}
      </ul>
      {operation.canDecide ? (
        <Space>
          <Button type="primary" loading={isPending} onClick={() => void decide("approve", {}, "Approved")}>
            Approve
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </Space>
      ) : (
        <Alert type="info" showIcon message="You proposed this; another staff user approves or rejects it." />
      )}
      <Modal
        open={rejecting}
        title="Reject"
        okText="Reject"
        okButtonProps={{ danger: true, disabled: reason.trim() === "", loading: isPending }}
        onOk={() => void decide("reject", { reason }, "Rejected").then(() => setRejecting(false))}
        onCancel={() => setRejecting(false)}
      >
        <Input.TextArea
          aria-label="Reason"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </Card>
  );
}

/** The checker's view: money operations waiting for approval; a bulk cancel's per-row results once approved. */
export default function CollectionApprovalsPage() {
  const { result, query } = useList<PendingOperation, HttpError>({
    resource: "pending-operations",
    pagination: { mode: "off" },
  });
  const [decided, setDecided] = useState<PendingOperation>();
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  return (
    <div className={`${styles.page} ${styles.forms}`}>
      <h2>Waiting for approval</h2>
      {result.data.length === 0 ? (
        <Empty description="Nothing is waiting for approval" />
      ) : (
        <List
          dataSource={result.data}
          renderItem={(operation) => (
            <List.Item key={operation.id}>
              <OperationCard operation={operation} onDone={setDecided} />
            </List.Item>
          )}
        />
      )}
      <Modal
        open={decided?.results !== undefined && decided?.results !== null}
        title="Results"
        footer={null}
        width={720}
        onCancel={() => setDecided(undefined)}
      >
        {decided?.results ? <BulkResults results={decided.results} /> : null}
      </Modal>
    </div>
  );
}
