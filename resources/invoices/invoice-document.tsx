import { DownloadOutlined, EyeOutlined } from "@ant-design/icons";
import type { InvoiceItem } from "@domain/api/invoices";
import { resolveOperation } from "@providers/data-provider/resolve-endpoint";
import { tokenStore } from "@providers/token-store";
import { Alert, Button, Space } from "antd";
import { useEffect, useState } from "react";
import styles from "./invoice-show.module.css";

/** Fetches the stored document with the session's bearer (a plain link would not carry it). */
async function fetchDocument(id: string): Promise<Blob> {
  const { url } = resolveOperation("invoices", "document", id);
  const token = tokenStore.accessToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok)
    throw new Error(
      response.status === 404 ? "The document was not found" : "The document could not be loaded",
    );
  return response.blob();
}

/** The invoice document: previewed inline (PDF or image) on request, and downloadable under its own name. */
export function InvoiceDocument({
  invoice,
}: {
  invoice: Pick<InvoiceItem, "id" | "hasDocument" | "documentName">;
}) {
  const [preview, setPreview] = useState<{ url: string; type: string }>();
  const [error, setError] = useState<string>();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  if (!invoice.hasDocument) return <Alert type="warning" showIcon message="No document uploaded yet" />;

  const load = async () => {
    setError(undefined);
    try {
      const blob = await fetchDocument(invoice.id);
      setPreview({ url: URL.createObjectURL(blob), type: blob.type });
      return blob;
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      return undefined;
    }
  };
  const download = async () => {
    const blob = await load();
    if (!blob) return;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = invoice.documentName ?? "invoice";
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className={styles.document}>
      <Space>
        <span>{invoice.documentName}</span>
        <Button icon={<EyeOutlined />} onClick={() => void load()}>
          Preview
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          Download
        </Button>
      </Space>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {preview ? (
        preview.type.startsWith("image/") ? (
          <img
            className={styles.preview}
            src={preview.url}
            alt={`Invoice document ${invoice.documentName ?? ""}`}
          />
        ) : (
          <iframe className={styles.preview} src={preview.url} title="Invoice document" />
        )
      ) : null}
    </div>
  );
}
