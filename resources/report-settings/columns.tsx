import type { ReportSettingItem } from "@domain/api/report-settings";
import { REPORT_FREQUENCY_LABELS } from "@domain/enums/reports";
import { PROGRAMME_USER_TYPE_LABELS } from "@domain/enums/users";
import { DateText } from "@src/components/date-text";
import type { ListColumn } from "@src/components/list-table/list-column";
import { Link } from "react-router";
import { reportSettingEditPath } from "./report-setting-routes";

/** The report settings' columns; `sortable` ones are the sort fields the API accepts. */
export const REPORT_SETTING_COLUMNS: ListColumn<ReportSettingItem>[] = [
  {
    key: "eventEmail",
    title: "Email",
    width: 260,
    ellipsis: true,
    sortable: true,
    render: (_, setting) => <Link to={reportSettingEditPath(setting.id)}>{setting.eventEmail}</Link>,
  },
  {
    key: "userType",
    title: "User type",
    width: 130,
    render: (_, setting) => PROGRAMME_USER_TYPE_LABELS[setting.userType],
  },
  {
    key: "reports",
    title: "Reports",
    width: 180,
    render: (_, setting) => setting.reports.map((report) => REPORT_FREQUENCY_LABELS[report]).join(", "),
  },
  {
    key: "createdAt",
    title: "Created",
    width: 110,
    sortable: true,
    render: (_, setting) => <DateText value={setting.createdAt} />,
  },
  {
    key: "updatedAt",
    title: "Updated",
    width: 110,
    render: (_, setting) => <DateText value={setting.updatedAt} />,
  },
];
