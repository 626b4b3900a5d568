import type { UtrImport } from "@domain/api/utr-imports";
import { Descriptions, Progress, Statistic } from "antd";
import { UploadedAt } from "./columns";
import { importTypeLabel } from "@domain/api/utr-import-labels";
import styles from "./utr-imports.module.css";

/**
 * The import at a glance: the spec's percentage ((a + b) / total × 100: a the rows it applies, b the rows
 * already carrying their UTR) with the counts it is made of, and while it is applied, how far it has got.
 */
export function ImportSummary({ file }: { file: UtrImport }) {
  const applying = file.state === "COMMITTING";
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: "type", label: "Type", children: importTypeLabel(file.type) },
          { key: "by", label: "Uploaded by", children: file.uploadedByName ?? "—" },
          { key: "at", label: "Uploaded", children: <UploadedAt file={file} /> },
        ]}
      />
      <div className={styles.figures} role="group" aria-label="Import figures">
        <Statistic
          className={styles.percentage}
          title="Percentage"
          value={file.percentage}
          precision={2}
          suffix="%"
        />
        <Statistic title="Total rows" value={file.totalRows} />
        <Statistic title="Valid" value={file.validRows} />
        <Statistic title="Already applied" value={file.alreadyAppliedRows} />
        <Statistic title="Applied" value={file.appliedRows} />
        <Statistic title="Rejected" value={file.rejectedRows} />
      </div>
      {applying ? (
        <div className={styles.progress}>
          <span>
            Applying: {file.appliedRows} of {file.validRows} rows
          </span>
          <Progress
            aria-label="Rows applied"
            percent={file.validRows === 0 ? 100 : Math.floor((file.appliedRows / file.validRows) * 100)}
            status="active"
          />
        </div>
      ) : null}
    </>
  );
}
