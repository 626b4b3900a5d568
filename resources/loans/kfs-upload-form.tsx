import { UploadOutlined } from "@ant-design/icons";
import { LOAN_DOCUMENT_MAX_FILES } from "@domain/api/loan-documents";
import { Button, Form, Input, Space, Upload, type UploadFile } from "antd";
import { useState } from "react";
import styles from "./loan-show.module.css";
import { useLoanMutation } from "./use-loan-mutation";

/** What an upload may be; the server checks the content too. */
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";

const filesOf = (list: UploadFile[]) =>
  list.flatMap((file) => (file.originFileObj ? [file.originFileObj as File] : []));

/** The spec's KFS document upload: the KFS, a comment and several jpeg, png or pdf files (`docsUpload`). */
export function KfsUploadForm({ kfsId, proposalNumber }: { kfsId: string; proposalNumber: string }) {
  const { run, isPending } = useLoanMutation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [comment, setComment] = useState("");
  const upload = () =>
    run(
      {
        operation: "uploadKfs",
        values: { kfsId, comment: comment.trim() || undefined, docsUpload: filesOf(files) },
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
      <div className={styles.form} role="group" aria-label={`Upload documents for KFS ${proposalNumber}`}>
        <Form.Item label="Comment" htmlFor="kfs-upload-comment">
          <Input.TextArea
            id="kfs-upload-comment"
            rows={2}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </Form.Item>
        <Space wrap>
          <Upload
            multiple
            accept={UPLOAD_ACCEPT}
            maxCount={LOAN_DOCUMENT_MAX_FILES}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button icon={<UploadOutlined />}>Choose files</Button>
          </Upload>
          <Button
            type="primary"
            disabled={files.length === 0}
            loading={isPending}
            onClick={() => void upload()}
          >
            Upload to KFS
          </Button>
        </Space>
      </div>
    </Form>
  );
}
