import { type EsignDocumentType, type EsignRequest, ESIGN_DOCUMENT_TYPES } from "@domain/api/esign";
import type { LoanDetail } from "@domain/api/loans";
import { DOCUMENT_TYPE_LABELS } from "@domain/enums/documents";
import { type HttpError, useCustom } from "@refinedev/core";
import { DateText } from "@src/components/date-text";
import { StatusTag } from "@src/components/status-tag";
import { Alert, Button, Form, Input, List, Popconfirm, Select, Space, Tag } from "antd";
import { useState } from "react";
import styles from "./loan-show.module.css";
import { useLoanMutation } from "./use-loan-mutation";

const TYPE_LABEL: Record<EsignDocumentType, string> = {
  KFS: DOCUMENT_TYPE_LABELS.KFS,
  LOAN_AGREEMENT: DOCUMENT_TYPE_LABELS.LOAN_AGREEMENT,
};
const STATUS_LABEL: Record<EsignRequest["status"], string> = {
  requested: "Requested",
  signed: "Signed",
  expired: "Expired",
  cancelled: "Cancelled",
};

/** The embedded sandbox provider (no real signatures): its requests can be signed from here. */
const isSandbox = (request: EsignRequest) => /sandbox/i.test(request.provider);

/** What the loan's state lets be sent for signing: the KFS once sanctioned, the agreement once the KFS is accepted. */
function sendable(loan: LoanDetail): EsignDocumentType | undefined {
  if (loan.status === "SANCTIONED" && loan.kfs?.state === "ISSUED") return "KFS";
  if (loan.status === "KFS_ACCEPTED") return "LOAN_AGREEMENT";
  return undefined;
}

/**
 * The loan's e-sign requests with their signers; Send KFS / Send agreement for e-sign when the loan is there;
 * with the sandbox provider, "Complete signing in sandbox" signs as the signers would; and the spec's E-sign
 * sync form (document type and Digio id) pulls a request's status on demand.
 */
export function EsignTab({ loan, writer }: { loan: LoanDetail; writer: boolean }) {
  const { run, isPending } = useLoanMutation();
  const { query, result } = useCustom<EsignRequest[], HttpError>({
    url: "",
    method: "get",
    config: { query: { loanId: loan.id, page: 1, pageSize: 50 } },
    meta: { resource: "loans", operation: "esignRequests" },
  });
  const requests = query.data ? result.data : [];
  const next = writer ? sendable(loan) : undefined;
  const open = requests.some((request) => request.documentType === next && request.status === "requested");

  const send = (documentType: EsignDocumentType) =>
    run(
      { operation: "esign", values: { loanId: loan.id, documentType } },
      `${TYPE_LABEL[documentType]} sent for e-sign`,
    ).catch(() => undefined);
  const signInSandbox = (request: EsignRequest) =>
    run(
      { operation: "esignSandboxSign", id: request.digioId },
      `Signed in the sandbox: ${TYPE_LABEL[request.documentType]} ${request.digioId}`,
    ).catch(() => undefined);

  return (
    <div className={styles.page}>
      {next && !open ? (
        <Space>
          <Popconfirm
            title={`Send the ${TYPE_LABEL[next]} of ${loan.loanNumber} to ${loan.borrowerName} for e-sign?`}
            okText="Yes, send"
            cancelText="No"
            okButtonProps={{ loading: isPending }}
            onConfirm={() => send(next)}
          >
            <Button type="primary">
              {next === "KFS" ? "Send KFS for e-sign" : "Send agreement for e-sign"}
            </Button>
          </Popconfirm>
        </Space>
      ) : null}
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <List
        aria-label="E-sign requests"
        bordered
        loading={query.isFetching}
        dataSource={requests}
        rowKey="id"
        locale={{ emptyText: "Nothing has been sent for e-sign yet" }}
        renderItem={(request) => (
          <List.Item
            actions={
              writer && isSandbox(request) && request.status === "requested"
                ? [
                    <Button key="sandbox" loading={isPending} onClick={() => void signInSandbox(request)}>
                      Complete signing in sandbox
                    </Button>,
                  ]
                : []
            }
          >
            <div className={styles.entry}>
              <div className={styles.row}>
                <strong>{TYPE_LABEL[request.documentType]}</strong>
                <StatusTag status={request.status} label={STATUS_LABEL[request.status]} />
                <span className={styles.muted}>{request.digioId}</span>
                {isSandbox(request) ? <Tag>Sandbox provider</Tag> : null}
              </div>
              <span className={styles.muted}>
                Sent <DateText value={request.createdAt} /> · expires <DateText value={request.expiresAt} />
              </span>
              <span className={styles.muted}>
                {request.signers
                  .map(
                    (signer) =>
                      `${signer.name} (${signer.role === "BORROWER" ? "borrower" : "lender"}): ${signer.status}`,
                  )
                  .join(" · ")}
              </span>
            </div>
          </List.Item>
        )}
      />
      {writer ? <EsignSyncForm /> : null}
    </div>
  );
}

/** The spec's E-sign sync form: the provider's status of a request, pulled now and applied. */
function EsignSyncForm() {
  const { run, isPending } = useLoanMutation();
  const [documentType, setDocumentType] = useState<EsignDocumentType>("KFS");
  const [digioId, setDigioId] = useState("");
  const sync = () =>
    run(
      { operation: "esignSync", values: { documentType, digioId: digioId.trim() } },
      "E-sign status synced",
    ).then(
      () => setDigioId(""),
      () => undefined,
    );
  return (
    <section className={styles.section} aria-label="E-sign sync">
      <h3 className={styles.sectionTitle}>E-sign sync</h3>
      <Form layout="vertical" component={false}>
        <div className={styles.row}>
          <Form.Item label="Document type" htmlFor="esign-sync-type" required>
            <Select
              id="esign-sync-type"
              className={styles.typeSelect}
              value={documentType}
              onChange={setDocumentType}
              options={ESIGN_DOCUMENT_TYPES.map((value) => ({ value, label: TYPE_LABEL[value] }))}
            />
          </Form.Item>
          <Form.Item label="Digio id" htmlFor="esign-sync-id" required>
            <Input id="esign-sync-id" value={digioId} onChange={(event) => setDigioId(event.target.value)} />
          </Form.Item>
          <Button disabled={digioId.trim() === ""} loading={isPending} onClick={() => void sync()}>
            Sync status
          </Button>
        </div>
      </Form>
    </section>
  );
}
