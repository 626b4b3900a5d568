import { DownloadOutlined } from "@ant-design/icons";
import { SERVER_ERROR_SENTENCE } from "@domain/text/error-sentences";
import { apiClient } from "@providers/api-client";
import { isHttpError, statusOf } from "@providers/http-error";
import { type CrudFilter, type CrudSort, useNotification } from "@refinedev/core";
import { Button } from "antd";
import { useState } from "react";
import { type ExportableResource, exportRequest } from "./export-request";
import { saveFile } from "./save-file";

export interface ExportButtonProps {
  resource: ExportableResource;
  /** The list's filters and sorters as Refine's `useTable` holds them (permanent ones included). */
  filters: CrudFilter[];
  sorters: CrudSort[];
}

/**
 * Downloads every row the list's filters select, as CSV from the server (not page by page), and saves it
 * under the server's file name (`invoices-2026-11-23.csv`).
 */
export function ExportButton({ resource, filters, sorters }: ExportButtonProps) {
  const { open } = useNotification();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      const { url, query } = exportRequest(resource, filters, sorters);
      const file = await apiClient.download(url, { query });
      saveFile(file.blob, file.filename ?? `${resource}.csv`);
    } catch (error) {
      // A lost session has been told already, by the sign-in page it leads to.
      if (statusOf(error) === 401) return;
      const description = isHttpError(error) ? error.message : SERVER_ERROR_SENTENCE;
      open?.({ type: "error", key: `export-${resource}`, message: "The export failed", description });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void run()}>
      {exporting ? "Exporting…" : "Export CSV"}
    </Button>
  );
}
