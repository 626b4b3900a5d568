import { DownloadOutlined } from "@ant-design/icons";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { Button } from "antd";
import { type ExportableResource, exportRequest } from "./export-request";
import { useDownload } from "./use-download";

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
  const { download, downloading } = useDownload();
  const run = () =>
    download({
      ...exportRequest(resource, filters, sorters),
      filename: `${resource}.csv`,
      failure: "The export failed",
      key: `export-${resource}`,
    });

  return (
    <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void run()}>
      {downloading ? "Exporting…" : "Export CSV"}
    </Button>
  );
}
