import { optionsOf } from "@domain/enums/labels";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReportSettingItem } from "@domain/api/report-settings";
import { REPORT_FREQUENCIES, REPORT_FREQUENCY_LABELS } from "@domain/enums/reports";
import { PROGRAMME_USER_TYPE_LABELS, PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { type ReportSettingsInput, reportSettingsSchema } from "@domain/schemas/report-settings";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { FormField } from "@resources/invoices/form-field";
import { Checkbox, Input, Select } from "antd";
import { useNavigate } from "react-router";
import { REPORT_SETTING_ROUTES } from "./report-setting-routes";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";

const HUB_TAB = `${REPORT_SETTING_ROUTES.list}?tab=${REPORT_SETTING_ROUTES.tab}`;

const EMPTY: ReportSettingsInput = { userType: "ANCHOR", eventEmail: "", reports: [] };

const valuesOf = (setting: ReportSettingItem): ReportSettingsInput => ({
  userType: setting.userType,
  eventEmail: setting.eventEmail,
  reports: setting.reports,
});

/** A report setting, new or `record` changed at its version; back to the hub's tab once saved. */
export function ReportSettingForm({ record }: { record?: ReportSettingItem }) {
  const navigate = useNavigate();
  const form = useForm<ReportSettingItem, HttpError, ReportSettingsInput>({
    resolver: zodResolver(reportSettingsSchema),
    defaultValues: record ? valuesOf(record) : EMPTY,
    refineCoreProps: {
      resource: "report-settings",
      action: record ? "edit" : "create",
      id: record?.id,
      queryOptions: { enabled: false },
      redirect: false,
      successNotification: () => ({
        type: "success",
        message: record ? "Changes saved" : "Report setting added",
      }),
      onMutationSuccess: () => void navigate(HUB_TAB),
    },
  });
  const { control, handleSubmit } = form;
  // A change is saved at the version read: 409 in words when someone else saved first.
  const submit = handleSubmit((values) =>
    form.refineCore
      .onFinish(record ? ({ ...values, version: record.version } as ReportSettingsInput) : values)
      .catch(() => undefined),
  );

  return (
    <RecordFormFrame
      label={record ? "Edit report setting" : "New report setting"}
      narrow
      submitLabel={record ? "Save changes" : "Add report setting"}
      submitting={form.refineCore.formLoading}
      onSubmit={submit}
      cancel={HUB_TAB}
    >
      <FormField control={control} name="userType" label="User Type" required>
        {(field) => (
          <Select
            {...field}
            aria-label="User Type"
            options={optionsOf(PROGRAMME_USER_TYPES, PROGRAMME_USER_TYPE_LABELS)}
          />
        )}
      </FormField>
      <FormField control={control} name="eventEmail" label="Email" required>
        {(field) => <Input {...field} type="email" autoComplete="off" />}
      </FormField>
      <FormField control={control} name="reports" label="Reports" required>
        {(field) => (
          <Checkbox.Group
            value={field.value}
            onChange={(next) => field.onChange(next)}
            options={optionsOf(REPORT_FREQUENCIES, REPORT_FREQUENCY_LABELS)}
          />
        )}
      </FormField>
    </RecordFormFrame>
  );
}
