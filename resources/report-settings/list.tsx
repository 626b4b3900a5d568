import { PlusOutlined } from "@ant-design/icons";
import type { ReportSettingItem } from "@domain/api/report-settings";
import { type HttpError, useTable } from "@refinedev/core";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ExportButton } from "@src/components/list-export/export-button";
import { ListTable } from "@src/components/list-table/list-table";
import { Button } from "antd";
import { useNavigate } from "react-router";
import { REPORT_SETTING_COLUMNS } from "./columns";
import { REPORT_SETTING_ROUTES, reportSettingEditPath } from "./report-setting-routes";
import styles from "./report-settings.module.css";

/** The client-management hub's "Report settings" tab: who gets the e-mailed DAILY and MONTHLY reports. */
export default function ReportSettingListPage() {
  const navigate = useNavigate();
  const refineTable = useTable<ReportSettingItem, HttpError>({
    resource: "report-settings",
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "eventEmail", order: "asc" }] },
  });
  const { tableQuery, result } = refineTable;
  const { data, filters } = bindRefineTable(refineTable);
  const search = filters.text("search", "contains");

  return (
    <section className={styles.panel} aria-label="Report settings">
      <ListTable<ReportSettingItem>
        tableId="report-settings"
        label="Report settings"
        columns={REPORT_SETTING_COLUMNS}
        data={data}
        emptyText="No report settings yet"
        onRowClick={(setting) => void navigate(reportSettingEditPath(setting.id))}
        actions={
          <>
            <Button icon={<PlusOutlined />} onClick={() => void navigate(REPORT_SETTING_ROUTES.create)}>
              New report setting
            </Button>
            <ExportButton
              resource="report-settings"
              filters={refineTable.filters}
              sorters={refineTable.sorters}
            />
          </>
        }
        toolbar={
          <>
            <span className={styles.count}>{tableQuery.isSuccess ? `${result.total} in all` : ""}</span>
            <DebouncedSearchInput
              className={styles.search}
              label="Search report settings"
              placeholder="E-mail"
              value={search ?? ""}
              onSearch={(value) => filters.setText("search", value, "contains")}
            />
          </>
        }
      />
    </section>
  );
}
