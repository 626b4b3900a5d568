import { type EsignDocumentType, ESIGN_DOCUMENT_TYPES } from "@domain/api/esign";
import type { LoanDetail } from "@domain/api/loans";
import {
  ESIGN_TYPE_LABEL as TYPE_LABEL,
  EsignRequestList,
} from "@resources/esign-requests/esign-request-list";
import { useEsignRequests } from "@resources/esign-requests/use-esign-requests";
import { Alert, Button, Form, Input, Popconfirm, Select, Space } from "antd";
import { useState } from "react";
import styles from "./loan-show.module.css";
import { useLoanMutation } from "./use-loan-mutation";

/** What the loan's state lets be sent for signing: the KFS once sanctioned, the agreement once the KFS is accepted. */
function sendable(loan: LoanDetail): EsignDocumentType | undefined {
  if (loan.status === "SANCTIONED" && loan.kfs?.state === "ISSUED") return "KFS";
  if (loan.status === "KFS_ACCEPTED") return "LOAN_AGREEMENT";
  return undefined;
}

/**
 * The loan's e-sign requests with their signers; Send KFS / Send agreement for e-sign when the loan is there;
 * with the sandbox provider, a signer signs its own part here ("Sign in sandbox as …"); and the spec's E-sign
 * sync form (document type and Digio id) pulls a request's status on demand.
 */
export function EsignTab({ loan, writer }: { loan: LoanDetail; writer: boolean }) {
  const { run, isPending } = useLoanMutation();
  const { requests, error, loading } = useEsignRequests({ loanId: loan.id });
  const next = writer ? sendable(loan) : undefined;
  const open = requests.some((request) => request.documentType === next && request.status === "requested");

  const send = (documentType: EsignDocumentType) =>
    run(
      { operation: "esign", values: { loanId: loan.id, documentType } },
      `${TYPE_LABEL[documentType]} sent for e-sign`,
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
      {error ? <Alert type="error" showIcon message={error.message} /> : null}
      <EsignRequestList requests={requests} loading={loading} />
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
