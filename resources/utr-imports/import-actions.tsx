import { DownloadOutlined, SendOutlined } from "@ant-design/icons";
import type { PendingOperation } from "@domain/api/pending-operations";
import { UTR_IMPORT_NOTHING_TO_APPLY, type UtrImport } from "@domain/api/utr-imports";
import { resolveOperation } from "@providers/data-provider/resolve-endpoint";
import { useInvalidate } from "@refinedev/core";
import { useMoneyCall } from "@resources/collections/use-money-call";
import { useDownload } from "@src/components/list-export/use-download";
import { Button, Space } from "antd";
import styles from "./utr-imports.module.css";

/**
 * The maker's actions: submit a previewed import for a second user's approval (only when a row can be
 * applied), and download the rejected rows with their reasons, ready to fix and upload again.
 */
export function ImportActions({ file }: { file: UtrImport }) {
  const { run, isPending } = useMoneyCall();
  const invalidate = useInvalidate();
  const { download, downloading } = useDownload();
  const submit = async () => {
    await run<PendingOperation>(
      { url: resolveOperation("utr-imports", "submit", file.id).url },
      {},
      "Submitted for approval",
    ).catch(() => undefined);
    await invalidate({ resource: "utr-imports", id: file.id, invalidates: ["detail", "list"] });
  };
  return (
    <Space wrap>
      {file.state === "PREVIEW" && file.validRows === 0 ? (
        <span className={styles.muted}>{UTR_IMPORT_NOTHING_TO_APPLY}</span>
      ) : null}
      {file.state === "PREVIEW" && file.validRows > 0 ? (
        <Button type="primary" icon={<SendOutlined />} loading={isPending} onClick={() => void submit()}>
          Submit for approval
        </Button>
      ) : null}
      {file.rejectedRows > 0 ? (
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() =>
            void download({
              url: resolveOperation("utr-imports", "rejected", file.id).url,
              filename: `rejected-${file.fileName}`,
              failure: "The rejected rows could not be downloaded",
              key: `rejected-${file.id}`,
            })
          }
        >
          Download rejected rows
        </Button>
      ) : null}
    </Space>
  );
}
