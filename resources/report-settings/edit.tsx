import type { ReportSettingItem } from "@domain/api/report-settings";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { Alert, Skeleton } from "antd";
import { useParams } from "react-router";
import { ReportSettingForm } from "./form";

/** `/admin/client-management/report-settings/:id/edit`: the setting's form at the version read. */
export default function ReportSettingEditPage() {
  const { id = "" } = useParams();
  const { result, query } = useOne<ReportSettingItem, HttpError>({ resource: "report-settings", id });
  usePathLabel(id, result ? `Report setting ${result.eventEmail}` : undefined);
  usePathLabel("edit", result ? "Edit report setting" : undefined);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="Report setting not found" />;
  return <ReportSettingForm record={result} />;
}
