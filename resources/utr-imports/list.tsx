import { UploadOutlined } from "@ant-design/icons";
import type { UtrImport } from "@domain/api/utr-imports";
import { PAGE_SIZE_OPTIONS } from "@domain/constants";
import { type HttpError, useTable } from "@refinedev/core";
import { LinkButton } from "@src/components/link-button";
import { ExportButton } from "@src/components/list-export/export-button";
import listStyles from "@src/components/list-panel/list-panel.module.css";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import { useNavigate } from "react-router";
import { utrImportColumns } from "./columns";
import { UTR_IMPORT_ROUTES, utrImportShowPath } from "./utr-import-routes";

/** `/utr-imports`: the import history, newest first (file, type, who, when, rows, applied, rejected, percentage). */
export default function UtrImportListPage() {
  const navigate = useNavigate();
  const refineTable = useTable<UtrImport, HttpError>({
    resource: "utr-imports",
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE_OPTIONS[0] },
  });
  const { tableQuery, result } = refineTable;
  const { data } = bindRefineTable(refineTable);
  return (
    <section className={listStyles.panel} aria-labelledby="utr-imports-heading">
      <ListTable<UtrImport>
        tableId="utr-imports"
        label="UTR imports"
        columns={utrImportColumns}
        data={data}
        emptyText="No UTR file has been uploaded yet"
        onRowClick={(file) => void navigate(utrImportShowPath(file.id))}
        toolbar={
          <div className={listStyles.heading}>
            <h2 id="utr-imports-heading" className={listStyles.title}>
              UTR imports
            </h2>
            <span className={listStyles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
          </div>
        }
        actions={
          <>
            <ExportButton
              resource="utr-imports"
              filters={refineTable.filters}
              sorters={refineTable.sorters}
            />
            <LinkButton type="primary" icon={<UploadOutlined />} to={UTR_IMPORT_ROUTES.create}>
              Upload a UTR file
            </LinkButton>
          </>
        }
      />
    </section>
  );
}
