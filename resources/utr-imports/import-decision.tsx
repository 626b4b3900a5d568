import type { PendingOperation } from "@domain/api/pending-operations";
import type { UtrImport } from "@domain/api/utr-imports";
import { type HttpError, useInvalidate, useOne } from "@refinedev/core";
import { OperationCard } from "@resources/collections/operation-card";
import { Alert, Skeleton } from "antd";

/** Who approves a bulk UTR import: the server's MONEY_STAFF rule, never the one who submitted it. */
const APPROVERS = "a super admin, an admin, or operations staff with the payment role";

/**
 * A submitted import's approval: the banner saying it waits and who may decide, the same card (preview,
 * Approve, Reject) the approvals page shows, and once decided, who decided and why.
 */
export function ImportDecision({ file }: { file: UtrImport }) {
  const invalidate = useInvalidate();
  const operationId = file.operationId ?? "";
  const { result: operation, query } = useOne<PendingOperation, HttpError>({
    resource: "pending-operations",
    id: operationId,
    queryOptions: { enabled: operationId !== "" },
  });
  if (operationId === "") return null;
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!operation) return null;
  const refresh = () => invalidate({ resource: "utr-imports", id: file.id, invalidates: ["detail"] });
  const decidedBy = operation.decidedByName ?? "another staff user";
  if (file.state === "SUBMITTED")
    return (
      <>
        <Alert
          type="warning"
          showIcon
          message="Waiting for approval"
          description={`Submitted by ${operation.proposedByName ?? "a staff user"}. Nothing is applied until another money staff user (${APPROVERS}) approves it, here or at Collections → Approvals.`}
        />
        <OperationCard operation={operation} onDone={() => void refresh()} />
      </>
    );
  if (file.state === "REJECTED")
    return (
      <Alert
        type="error"
        showIcon
        message={`Rejected by ${decidedBy}`}
        description={operation.reason ? `Reason: ${operation.reason}` : undefined}
      />
    );
  if (file.state === "COMMITTED")
    return (
      <Alert
        type="success"
        showIcon
        message={`Approved by ${decidedBy} and applied`}
        description={`${file.appliedRows} ${file.appliedRows === 1 ? "invoice is" : "invoices are"} Paid with the UTR of the file.`}
      />
    );
  return <Alert type="info" showIcon message={`Approved by ${decidedBy}; the rows are being applied`} />;
}
