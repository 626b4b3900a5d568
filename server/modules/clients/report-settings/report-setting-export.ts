import type { ReportSettingItem } from "@domain/api/report-settings";
import { REPORT_FREQUENCY_LABELS } from "@domain/enums/reports";
import { PROGRAMME_USER_TYPE_LABELS } from "@domain/enums/users";
import { indiaDate } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The report-setting list's columns, as its answer words them. */
export const REPORT_SETTING_EXPORT_COLUMNS: CsvColumn<ReportSettingItem>[] = [
  { header: ID_HEADER, value: (setting) => setting.id },
  { header: "Email", value: (setting) => setting.eventEmail },
  { header: "User type", value: (setting) => PROGRAMME_USER_TYPE_LABELS[setting.userType] },
  {
    header: "Reports",
    value: (setting) => setting.reports.map((report) => REPORT_FREQUENCY_LABELS[report]).join(", "),
  },
  { header: "Created", value: (setting) => indiaDate(new Date(setting.createdAt)) },
];
