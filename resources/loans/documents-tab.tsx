import { EyeOutlined, UploadOutlined } from "@ant-design/icons";
import type { LoanDocument } from "@domain/api/loan-documents";
import type { LoanDetail } from "@domain/api/loans";
import type { Identity } from "@domain/api/auth";
import {
  BORROWER_DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
} from "@domain/enums/documents";
import { resolveOperation } from "@providers/data-provider/resolve-endpoint";
import { type HttpError, useCustom, useGetIdentity } from "@refinedev/core";
import { DateText } from "@src/components/date-text";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { Alert, Button, Form, Input, List, Select, Space, Upload, type UploadFile } from "antd";
import { useState } from "react";
import type { useDocumentViewer } from "./document-viewer";
import { UPLOAD_ACCEPT } from "./kfs-upload-form";
import styles from "./loan-show.module.css";
import { useLoanMutation } from "./use-loan-mutation";

const optionsOf = (types: readonly DocumentType[]) =>
  types.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }));
const STAFF_TYPE_OPTIONS = optionsOf(DOCUMENT_TYPES);
const BORROWER_TYPE_OPTIONS = optionsOf(BORROWER_DOCUMENT_TYPES);
const ORIGIN_LABELS: Record<LoanDocument["origin"], string> = {
  UPLOADED: "Uploaded",
  GENERATED: "Generated",
  SIGNED: "Signed",
};
const DOCUMENTS_SHOWN = 100;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The loan's documents (`/user/document/search?loanId=`), searched by file name, each opened inline; and the upload. */
export function DocumentsTab({
  loan,
  viewer,
}: {
  loan: LoanDetail;
  viewer: ReturnType<typeof useDocumentViewer>;
}) {
  const [search, setSearch] = useState("");
  const { query, result } = useCustom<LoanDocument[], HttpError>({
    url: "",
    method: "get",
    config: { query: { loanId: loan.id, search: search || undefined, page: 1, pageSize: DOCUMENTS_SHOWN } },
    meta: { resource: "loans", operation: "documents" },
  });
  const documents = query.data ? result.data : [];
  return (
    <div className={styles.page}>
      <DocumentUpload loanId={loan.id} />
      <Space wrap>
        <DebouncedSearchInput
          label="Search documents"
          placeholder="File name"
          value={search}
          onSearch={setSearch}
        />
      </Space>
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <List
        aria-label="Loan documents"
        bordered
        loading={query.isFetching}
        dataSource={documents}
        rowKey="id"
        locale={{ emptyText: search ? "No document matches this search" : "No documents yet" }}
        renderItem={(document) => (
          <List.Item
            actions={[
              <Button
                key="open"
                icon={<EyeOutlined />}
                loading={viewer.loading === document.fileName}
                onClick={() =>
                  void viewer.open(
                    document.fileName,
                    resolveOperation("loans", "documentFile", document.id).url,
                    document.fileName,
                  )
                }
              >
                Open
              </Button>,
            ]}
          >
            <div className={styles.entry}>
              <strong>{document.fileName}</strong>
              <span className={styles.muted}>
                {DOCUMENT_TYPE_LABELS[document.documentType]} · {ORIGIN_LABELS[document.origin]} ·{" "}
                {sizeOf(document.bytes)} · <DateText value={document.createdAt} />
                {document.uploadedByName ? ` · ${document.uploadedByName}` : ""}
              </span>
              {document.comment ? <span>{document.comment}</span> : null}
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}

/** Uploads files of one document type to the loan (`POST /user/document/upload`, jpeg, png or pdf). */
function DocumentUpload({ loanId }: { loanId: string }) {
  const { run, isPending } = useLoanMutation();
  const { data: identity } = useGetIdentity<Identity>();
  const [documentType, setDocumentType] = useState<DocumentType>();
  const [comment, setComment] = useState("");
  const [files, setFiles] = useState<UploadFile[]>([]);
  const upload = () =>
    run(
      {
        operation: "uploadDocument",
        values: {
          documentType,
          loanId,
          comment: comment.trim() || undefined,
          files: files.flatMap((file) => (file.originFileObj ? [file.originFileObj as File] : [])),
        },
      },
      files.length === 1 ? "Document uploaded" : `${files.length} documents uploaded`,
    ).then(
      () => {
        setFiles([]);
        setComment("");
      },
      () => undefined,
    );
  return (
    <Form layout="vertical" component={false}>
      <div className={styles.row} role="group" aria-label="Upload documents">
        <Form.Item label="Document type" htmlFor="document-type" required>
          <Select
            id="document-type"
            className={styles.typeSelect}
            showSearch
            optionFilterProp="label"
            placeholder="Please select one option"
            value={documentType}
            onChange={setDocumentType}
            options={identity?.kind === "MERCHANT" ? BORROWER_TYPE_OPTIONS : STAFF_TYPE_OPTIONS}
          />
        </Form.Item>
        <Form.Item label="Comment" htmlFor="document-comment">
          <Input id="document-comment" value={comment} onChange={(event) => setComment(event.target.value)} />
        </Form.Item>
        <Form.Item label="Files">
          <Upload
            multiple
            accept={UPLOAD_ACCEPT}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button icon={<UploadOutlined />}>Choose files</Button>
          </Upload>
        </Form.Item>
        <Button
          type="primary"
          disabled={!documentType || files.length === 0}
          loading={isPending}
          onClick={() => void upload()}
        >
          Upload
        </Button>
      </div>
    </Form>
  );
}
