import { SERVER_ERROR_SENTENCE } from "@domain/text/error-sentences";
import { apiClient } from "@providers/api-client";
import { isHttpError, statusOf } from "@providers/http-error";
import { useNotification } from "@refinedev/core";
import { Button, Modal, Space } from "antd";
import { useEffect, useState } from "react";
import styles from "./loan-show.module.css";

interface ShownDocument {
  title: string;
  url: string;
  type: string;
  filename: string;
}

/**
 * Opens a document the API serves only with the session's bearer (a generated KFS, LOI or agreement PDF, an
 * uploaded file): fetched with the auth header, shown inline in a large viewer, with a new-tab link and a
 * download under its own name. The object URL is released when the viewer closes.
 */
export function useDocumentViewer() {
  const { open: notify } = useNotification();
  const [shown, setShown] = useState<ShownDocument>();
  const [loading, setLoading] = useState<string>();
  useEffect(() => () => (shown ? URL.revokeObjectURL(shown.url) : undefined), [shown]);

  const open = async (title: string, url: string, fallbackName: string) => {
    setLoading(title);
    try {
      const file = await apiClient.download(url, {
        headers: { Accept: "application/pdf, image/*, application/json" },
      });
      setShown({
        title,
        url: URL.createObjectURL(file.blob),
        type: file.blob.type,
        filename: file.filename ?? fallbackName,
      });
    } catch (error) {
      if (statusOf(error) === 401) return;
      const description = isHttpError(error) ? error.message : SERVER_ERROR_SENTENCE;
      notify?.({
        type: "error",
        key: `document-${url}`,
        message: `${title} could not be opened`,
        description,
      });
    } finally {
      setLoading(undefined);
    }
  };

  const viewer = (
    <Modal
      open={shown !== undefined}
      title={shown?.title}
      width="min(1100px, 94vw)"
      onCancel={() => setShown(undefined)}
      destroyOnHidden
      footer={
        shown ? (
          <Space>
            <Button href={shown.url} target="_blank" rel="noopener">
              Open in a new tab
            </Button>
            <Button href={shown.url} download={shown.filename}>
              Download
            </Button>
            <Button type="primary" onClick={() => setShown(undefined)}>
              Close
            </Button>
          </Space>
        ) : null
      }
    >
      {shown ? (
        shown.type.startsWith("image/") ? (
          <img className={styles.viewer} src={shown.url} alt={shown.title} />
        ) : (
          <iframe className={styles.viewer} src={shown.url} title={shown.title} />
        )
      ) : null}
    </Modal>
  );

  return { open, viewer, loading };
}
