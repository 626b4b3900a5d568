import { usePathLabel } from "@src/layout/path-labels";
import { ReportSettingForm } from "./form";

/** `/admin/client-management/report-settings/new`. */
export default function ReportSettingCreatePage() {
  usePathLabel("new", "New report setting");
  return <ReportSettingForm />;
}
