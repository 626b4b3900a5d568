import { PlusOutlined } from "@ant-design/icons";
import type { ReportSettingItem } from "@domain/api/report-settings";
import { type HttpError, useTable } from "@refinedev/core";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { Button } from "antd";
import { useNavigate } from "react-router";
import { REPORT_SETTING_COLUMNS } from "./columns";
import { REPORT_SETTING_ROUTES, reportSettingEditPath } from "./report-setting-routes";

/** The client-management hub's "Report settings" tab: who gets the e-mailed DAILY and MONTHLY reports. */
export default function ReportSettingListPage() {
  const navigate = useNavigate();
  const refineTable = useTable<ReportSettingItem, HttpError>({
    resource: "report-settings",
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "eventEmail", order: "asc" }] },
  });

  return (
    <ListPanel<ReportSettingItem>
      tableId="report-settings"
      label="Report settings"
      heading
      columns={REPORT_SETTING_COLUMNS}
      refineTable={refineTable}
      exportResource="report-settings"
      search={{ label: "Search report settings", placeholder: "E-mail" }}
      emptyText="No report settings yet"
      onRowClick={(setting) => void navigate(reportSettingEditPath(setting.id))}
      actions={
        <Button icon={<PlusOutlined />} onClick={() => void navigate(REPORT_SETTING_ROUTES.create)}>
          New report setting
        </Button>
      }
    />
  );
}
