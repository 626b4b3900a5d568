import { FilePdfOutlined } from "@ant-design/icons";
import type { KfsVersionSummary, LoanDetail } from "@domain/api/loans";
import { resolveOperation } from "@providers/data-provider/resolve-endpoint";
import { DateText } from "@src/components/date-text";
import { StatusTag } from "@src/components/status-tag";
import { Alert, Button, List, Popconfirm, Space } from "antd";
import type { useDocumentViewer } from "./document-viewer";
import { KfsUploadForm } from "./kfs-upload-form";
import styles from "./loan-show.module.css";
import { percentText } from "./percent-text";
import { useLoanMutation } from "./use-loan-mutation";

type Viewer = ReturnType<typeof useDocumentViewer>;

const KFS_STATE_LABELS: Record<KfsVersionSummary["state"], string> = {
  ISSUED: "Issued",
  ACCEPTED: "Accepted",
  VOID: "Void",
  EXPIRED: "Expired",
};

/** Opens a generated PDF of the loan (KFS, LOI, agreement) in the in-page viewer. */
export const openPdf = (viewer: Viewer, operation: string, id: string, title: string, file: string) =>
  void viewer.open(title, resolveOperation("loans", operation, id).url, `${file}.pdf`);

/**
 * The KFS versions (proposal number, state, validity, preparer) each with its PDF; Issue or Reissue KFS when
 * this user may; the offer letter and the agreement to read beside it; and the KFS document upload.
 */
export function KfsTab({ loan, viewer }: { loan: LoanDetail; viewer: Viewer }) {
  const { run, isPending } = useLoanMutation();
  const issue = () =>
    run(
      { operation: "issueKfs", values: { loanId: loan.id, version: loan.version } },
      loan.kfs ? "A new KFS version is issued; the previous one is void" : "KFS issued",
    ).catch(() => undefined);
  const live = loan.kfs && loan.kfs.state !== "VOID" ? loan.kfs : null;

  return (
    <div className={styles.page}>
      <Space wrap>
        {loan.canIssueKfs ? (
          <Popconfirm
            title={
              loan.kfs
                ? `Issue a new KFS for ${loan.loanNumber}? The present one becomes void.`
                : `Issue the KFS for ${loan.loanNumber}?`
            }
            okText="Yes, issue"
            cancelText="No"
            okButtonProps={{ loading: isPending }}
            onConfirm={issue}
          >
            <Button type="primary">{loan.kfs ? "Reissue KFS" : "Issue KFS"}</Button>
          </Popconfirm>
        ) : null}
        <Button
          icon={<FilePdfOutlined />}
          loading={viewer.loading === "Offer letter (LOI)"}
          onClick={() => openPdf(viewer, "loiPdf", loan.id, "Offer letter (LOI)", `loi-${loan.loanNumber}`)}
        >
          Open offer letter (LOI)
        </Button>
        <Button
          icon={<FilePdfOutlined />}
          loading={viewer.loading === "Loan agreement"}
          onClick={() =>
            openPdf(viewer, "agreementPdf", loan.id, "Loan agreement", `agreement-${loan.loanNumber}`)
          }
        >
          Open loan agreement
        </Button>
      </Space>
      {loan.kfsVersions.length === 0 ? (
        <Alert type="info" showIcon message="No KFS has been issued for this loan yet." />
      ) : (
        <List
          aria-label="KFS versions"
          bordered
          dataSource={loan.kfsVersions}
          rowKey="id"
          renderItem={(kfs) => (
            <List.Item
              actions={[
                <Button
                  key="pdf"
                  icon={<FilePdfOutlined />}
                  loading={viewer.loading === `KFS ${kfs.proposalNumber}`}
                  onClick={() =>
                    openPdf(
                      viewer,
                      "kfsPdf",
                      kfs.id,
                      `KFS ${kfs.proposalNumber}`,
                      `kfs-${kfs.proposalNumber}`,
                    )
                  }
                >
                  Open KFS PDF
                </Button>,
              ]}
            >
              <div className={styles.entry}>
                <div className={styles.row}>
                  <strong>
                    Version {kfs.version} · {kfs.proposalNumber}
                  </strong>
                  <StatusTag status={kfs.state} label={KFS_STATE_LABELS[kfs.state]} />
                  <span>APR {percentText(kfs.aprPercent)}</span>
                </div>
                <span className={styles.muted}>
                  Issued <DateText value={kfs.issuedAt} /> · valid until <DateText value={kfs.validUntil} />
                  {kfs.acceptedAt ? (
                    <>
                      {" "}
                      · accepted <DateText value={kfs.acceptedAt} />
                    </>
                  ) : null}{" "}
                  · prepared by {kfs.preparedByName ?? "—"}
                </span>
                {kfs.signedSha256 ? (
                  <span className={styles.muted}>Signed PDF SHA-256 {kfs.signedSha256}</span>
                ) : null}
              </div>
            </List.Item>
          )}
        />
      )}
      {live ? (
        <section className={styles.section} aria-label="KFS document upload">
          <h3 className={styles.sectionTitle}>Upload documents for KFS {live.proposalNumber}</h3>
          <KfsUploadForm kfsId={live.id} proposalNumber={live.proposalNumber} />
        </section>
      ) : null}
    </div>
  );
}
