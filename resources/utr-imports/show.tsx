import type { UtrImport } from "@domain/api/utr-imports";
import { type HttpError, useOne } from "@refinedev/core";
import showStyles from "@src/components/record-show/record-show.module.css";
import { StatusTag } from "@src/components/status-tag";
import { usePathLabel } from "@src/layout/path-labels";
import { Alert, Skeleton } from "antd";
import { useParams } from "react-router";
import { ImportActions } from "./import-actions";
import { ImportDecision } from "./import-decision";
import { ImportRows } from "./import-rows";
import { ImportSummary } from "./import-summary";
import { UTR_IMPORT_STATE_LABELS } from "@domain/api/utr-import-labels";
import styles from "./utr-imports.module.css";

/** While its rows are applied, the import is read again every second for its progress. */
const POLL_MS = 1000;

/**
 * One import by the `:id` of its route: its figures and percentage, what can be done now (submit, approve
 * or reject, the rejected rows) and its rows with their reasons.
 */
export default function UtrImportShowPage() {
  const { id = "" } = useParams();
  const { result: file, query } = useOne<UtrImport, HttpError>({
    resource: "utr-imports",
    id,
    queryOptions: {
      enabled: id !== "",
      refetchInterval: (current) => (current.state.data?.data.state === "COMMITTING" ? POLL_MS : false),
    },
  });
  usePathLabel(id, file?.fileName);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!file) return <Alert type="warning" showIcon message="UTR import not found" />;
  return (
    <div className={showStyles.page}>
      <section className={`${showStyles.card} ${styles.wide}`} aria-labelledby="utr-import-heading">
        <div className={showStyles.toolbar}>
          <h2 id="utr-import-heading" className={showStyles.title}>
            {file.fileName} <StatusTag status={file.state} label={UTR_IMPORT_STATE_LABELS[file.state]} />
          </h2>
          <ImportActions file={file} />
        </div>
        <ImportSummary file={file} />
        <ImportDecision file={file} />
      </section>
      <ImportRows key={file.state} importId={file.id} polling={file.state === "COMMITTING"} />
    </div>
  );
}
