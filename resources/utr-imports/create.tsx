import { InboxOutlined } from "@ant-design/icons";
import { UTR_IMPORT_TYPES, type UtrImport, type UtrImportType } from "@domain/api/utr-imports";
import { type HttpError, useCreate } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { Alert, Button, Card, Form, Select, Upload, type UploadFile } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { TemplateLinks } from "./template-links";
import { importTypeLabel } from "@domain/api/utr-import-labels";
import { utrImportShowPath } from "./utr-import-routes";
import styles from "./utr-imports.module.css";

const TYPE_OPTIONS = UTR_IMPORT_TYPES.map((value) => ({ value, label: importTypeLabel(value) }));
/** What the server reads: CSV, and XLSX where the server takes it (it refuses any other content in words). */
const ACCEPT = ".csv,.xlsx";

/**
 * `/utr-imports/new`: the import type and one file (dropped or picked); the server checks every row and
 * keeps the import in preview, so the upload opens the import's page. Nothing changes before approval.
 */
export default function UtrImportCreatePage() {
  usePathLabel("new", "Upload a UTR file");
  const navigate = useNavigate();
  const [type, setType] = useState<UtrImportType>(UTR_IMPORT_TYPES[0]);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const { mutateAsync, mutation } = useCreate<UtrImport, HttpError>();
  const file = files[0]?.originFileObj;
  const upload = async () => {
    if (!file) return;
    const created = await mutateAsync({
      resource: "utr-imports",
      values: { file },
      meta: { query: { type } },
      successNotification: false,
      errorNotification: false,
    }).catch(() => null);
    if (created) void navigate(utrImportShowPath(created.data.id));
  };
  return (
    <Card className={styles.uploadCard}>
      <Form layout="vertical" component={false}>
        <form aria-label="Upload a UTR file" noValidate onSubmit={(event) => event.preventDefault()}>
          <Form.Item label="Import type" htmlFor="utr-import-type" required>
            <Select id="utr-import-type" value={type} onChange={setType} options={TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item label="File" required extra="CSV or XLSX, one row per UTR, with the template's columns">
            <Upload.Dragger
              accept={ACCEPT}
              maxCount={1}
              fileList={files}
              beforeUpload={() => false}
              onChange={({ fileList }) => {
                setFiles(fileList.slice(-1));
                mutation.reset();
              }}
            >
              <p className={styles.dropIcon}>
                <InboxOutlined />
              </p>
              <p>Drop the file here, or click to choose it</p>
            </Upload.Dragger>
          </Form.Item>
          {mutation.error ? (
            <Alert
              className={styles.uploadError}
              type="error"
              showIcon
              message="The file was not taken"
              description={mutation.error.message}
            />
          ) : null}
          <Button type="primary" disabled={!file} loading={mutation.isPending} onClick={() => void upload()}>
            Upload and check
          </Button>
        </form>
      </Form>
      <TemplateLinks />
    </Card>
  );
}
