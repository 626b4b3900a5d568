import { type Statement } from "@domain/api/reconciliation";
import {
  type ColumnMapping,
  missingColumns,
  REQUIRED_STATEMENT_COLUMNS,
  STATEMENT_COLUMNS,
  type StatementColumn,
} from "@domain/reconciliation/statement-columns";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, Button, Input, Select, Upload } from "antd";
import { useState } from "react";
import styles from "./reconciliation.module.css";
import { useStatementHeaders } from "./use-statement-headers";

const COLUMN_LABELS: Record<StatementColumn, string> = {
  date: "Date",
  narration: "Narration",
  reference: "Reference / UTR",
  debit: "Debit (withdrawal)",
  credit: "Credit (deposit)",
  balance: "Balance",
};

/**
 * Uploads a bank statement (CSV): the bank's name, the file, and the column mapping step when its headers are
 * not a common Indian bank's. The server matches its credits at once and answers the statement's report.
 */
export function UploadPanel({ onUploaded }: { onUploaded: (statement: Statement) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [bankName, setBankName] = useState("");
  const [chosen, setChosen] = useState<ColumnMapping>({});
  const { headers, detected } = useStatementHeaders(file);
  const mapping = { ...detected, ...chosen };
  const needsMapping = file !== null && headers.length > 0 && missingColumns(detected).length > 0;
  const { mutateAsync, mutation } = useCustomMutation<Statement, HttpError>();
  const invalidate = useInvalidate();

  const upload = async () => {
    if (!file) return;
    const answer = await mutateAsync({
      url: "",
      method: "post",
      // The fields go before the file: the server reads them as the file starts to stream.
      values: {
        ...(bankName ? { bankName } : {}),
        ...(needsMapping ? { mapping: JSON.stringify(mapping) } : {}),
        file,
      },
      meta: { resource: "reconciliation-statements", operation: "upload" },
      successNotification: (data) => ({
        type: "success",
        message: `Statement uploaded: ${data?.data.report.matchedAuto.count ?? 0} credits matched automatically`,
      }),
    });
    await invalidate({ resource: "reconciliation-statements", invalidates: ["list"] });
    setFile(null);
    setChosen({});
    onUploaded(answer.data);
  };

  return (
    <section className={styles.upload} aria-label="Upload a bank statement">
      <Input
        aria-label="Bank"
        placeholder="Bank (optional)"
        value={bankName}
        maxLength={100}
        onChange={(event) => setBankName(event.target.value)}
        className={styles.bankInput}
      />
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        fileList={file ? [{ uid: "statement", name: file.name, status: "done" }] : []}
        beforeUpload={(picked) => {
          setFile(picked);
          setChosen({});
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <Button>Choose statement (CSV)</Button>
      </Upload>
      <Button
        type="primary"
        disabled={!file || (needsMapping && missingColumns(mapping).length > 0)}
        loading={mutation.isPending}
        onClick={() => void upload().catch(() => undefined)}
      >
        Upload and match
      </Button>
      {needsMapping ? (
        <>
          <Alert
            type="info"
            showIcon
            message="The file's headers are not a known bank's: pick which header holds each column"
          />
          <div className={styles.mapping}>
            {STATEMENT_COLUMNS.map((column) => (
              <Select
                key={column}
                aria-label={COLUMN_LABELS[column]}
                placeholder={`${COLUMN_LABELS[column]}${REQUIRED_STATEMENT_COLUMNS.includes(column) ? " *" : ""}`}
                allowClear
                value={mapping[column]}
                options={headers.map((header) => ({ value: header, label: header }))}
                onChange={(header?: string) => setChosen((current) => ({ ...current, [column]: header }))}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
