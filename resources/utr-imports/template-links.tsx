import { DownloadOutlined } from "@ant-design/icons";
import { UTR_IMPORT_TYPES } from "@domain/api/utr-imports";
import { resolveOperation } from "@providers/data-provider/resolve-endpoint";
import { useDownload } from "@src/components/list-export/use-download";
import { Button } from "antd";
import { importTypeLabel } from "@domain/api/utr-import-labels";
import styles from "./utr-imports.module.css";

/** One "Download template" link per import type: the file's header line, as the server words it. */
export function TemplateLinks() {
  const { download, downloading } = useDownload();
  return (
    <ul className={styles.templates} aria-label="Templates">
      {UTR_IMPORT_TYPES.map((type) => (
        <li key={type}>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            disabled={downloading}
            onClick={() =>
              void download({
                url: resolveOperation("utr-imports", "template").url,
                query: { type },
                filename: `${type}-template.csv`,
                failure: "The template could not be downloaded",
                key: `template-${type}`,
              })
            }
          >
            Download template: {importTypeLabel(type)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
