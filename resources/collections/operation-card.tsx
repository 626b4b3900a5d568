import { PENDING_OPERATION_KIND_LABELS, type PendingOperation } from "@domain/api/pending-operations";
import { formatDate } from "@domain/dates/display-date";
import { formatInr } from "@domain/money/format-inr";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { Alert, Button, Card, Input, Modal, Popconfirm, Space, Tag } from "antd";
import { useState } from "react";
import { PreviewLines } from "./preview-lines";
import { useMoneyCall } from "./use-money-call";

const rupees = (paise: number) => formatInr(paise, { currency: true });

/** One waiting operation: the preview its proposer saw, line by line, and Approve / Reject (never for the proposer). */
export function OperationCard({
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
      <PreviewLines preview={preview} />
      {operation.canDecide ? (
        <Space>
          <Popconfirm
            title={`Approve ${PENDING_OPERATION_KIND_LABELS[operation.kind].toLowerCase()} of ${rupees(preview.totalPaise)}?`}
            description={`${preview.summary}${preview.borrowerName ? ` for ${preview.borrowerName}` : ""}: posted as previewed above.`}
            okText="Yes, approve"
            cancelText="No"
            okButtonProps={{ loading: isPending }}
            onConfirm={() => decide("approve", {}, "Approved").catch(() => undefined)}
          >
            <Button type="primary" loading={isPending}>
              Approve
            </Button>
          </Popconfirm>
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
