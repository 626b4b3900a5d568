import type { Identity } from "@domain/api/auth";
import { type EsignDocumentType, type EsignRequest } from "@domain/api/esign";
import { DOCUMENT_TYPE_LABELS } from "@domain/enums/documents";
import { useGetIdentity } from "@refinedev/core";
import { DateText } from "@src/components/date-text";
import { StatusTag } from "@src/components/status-tag";
import { List, Tag } from "antd";
import styles from "./esign-requests.module.css";
import { SandboxSignButton } from "./sandbox-sign-button";
import { isSandbox, pendingOwnSigner } from "./sandbox-signer";

export const ESIGN_TYPE_LABEL: Record<EsignDocumentType, string> = {
  KFS: DOCUMENT_TYPE_LABELS.KFS,
  LOAN_AGREEMENT: DOCUMENT_TYPE_LABELS.LOAN_AGREEMENT,
};
const STATUS_LABEL: Record<EsignRequest["status"], string> = {
  requested: "Requested",
  signed: "Signed",
  expired: "Expired",
  cancelled: "Cancelled",
};

/**
 * E-sign requests with their signers' status; on a sandbox request the signed-in user may still sign as,
 * "Sign in sandbox as …". `withLoan` names each request's loan (on a page that lists several loans').
 */
export function EsignRequestList({
  requests,
  loading,
  withLoan = false,
}: {
  requests: EsignRequest[];
  loading: boolean;
  withLoan?: boolean;
}) {
  const { data: identity } = useGetIdentity<Identity>();
  return (
    <List
      aria-label="E-sign requests"
      bordered
      loading={loading}
      dataSource={requests}
      rowKey="id"
      locale={{ emptyText: "Nothing has been sent for e-sign yet" }}
      renderItem={(request) => {
        const signer = pendingOwnSigner(identity, request);
        return (
          <List.Item
            actions={signer ? [<SandboxSignButton key="sandbox" request={request} signer={signer} />] : []}
          >
            <div className={styles.entry}>
              <div className={styles.row}>
                <strong>{ESIGN_TYPE_LABEL[request.documentType]}</strong>
                {withLoan ? <span>{request.loanNumber}</span> : null}
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
                    (one) =>
                      `${one.name} (${one.role === "BORROWER" ? "borrower" : "lender"}): ${one.status}`,
                  )
                  .join(" · ")}
              </span>
            </div>
          </List.Item>
        );
      }}
    />
  );
}
