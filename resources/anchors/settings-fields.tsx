import type { AnchorSettingsResponse } from "@domain/api/anchor-settings";
import { LENDING_TYPES } from "@domain/enums/finance";
import { ACTIVE_STATUSES } from "@domain/enums/statuses";
import { FormField } from "@resources/invoices/form-field";
import { statusLabel } from "@src/components/status-tag";
import { Checkbox, Form, Input, Select, Switch } from "antd";
import { type Control, Controller } from "react-hook-form";
import { lendingTypeLabel } from "./anchor-labels";
import { LogoUploadField } from "./logo-upload-field";
import { OCR_FIELDS, SETTINGS_LABELS as L } from "./settings-labels";
import { ThemeColourInput } from "./theme-colour-input";
import type { SettingsFormInput } from "./use-settings-form";
import { WorkflowSelect } from "./workflow-select";
import styles from "./anchor-form.module.css";

const LENDING_OPTIONS = LENDING_TYPES.map((type) => ({ value: type, label: lendingTypeLabel(type) }));
const STATUS_OPTIONS = ACTIVE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
const SWITCHES = [
  ["gst", L.gst],
  ["rms", L.rms],
  ["prePayEnable", L.prePayEnable],
] as const;

/** Every anchor setting of the spec: the form's fields, the programme's liability days and the logos. */
export function SettingsFields(props: {
  control: Control<SettingsFormInput>;
  settings: AnchorSettingsResponse;
}) {
  const { control, settings } = props;
  const pending = settings.pendingChange?.state === "PENDING";
  return (
    <>
      <FormField
        control={control}
        name="lendingType"
        label={L.lendingType}
        required
        extra={
          pending
            ? "A change waits for approval; approve or reject it first"
            : "A change waits for another staff user's approval"
        }
      >
        {(field) => <Select {...field} options={LENDING_OPTIONS} disabled={pending} />}
      </FormField>
      <FormField control={control} name="status" label={L.status} required>
        {(field) => <Select {...field} options={STATUS_OPTIONS} />}
      </FormField>
      <FormField control={control} name="wfId" label={L.wfId}>
        {(field) => <WorkflowSelect {...field} value={field.value} />}
      </FormField>
      <FormField control={control} name="subPlan" label={L.subPlan}>
        {(field) => <Input {...field} value={field.value ?? ""} maxLength={50} />}
      </FormField>
      <FormField
        control={control}
        name="theme.bgColor"
        label={L.bgColor}
        extra="Brands the anchor's merchants' portal (header and buttons)"
      >
        {(field) => <ThemeColourInput {...field} value={field.value} />}
      </FormField>
      <Form.Item
        label={L.liabilityDays}
        htmlFor="field-liabilityDays"
        extra="From the anchor's programme; change it on the programme"
      >
        <Input id="field-liabilityDays" value={settings.subvention.liabilityDays ?? "—"} readOnly />
      </Form.Item>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Options</legend>
        <div className={styles.switches}>
          {SWITCHES.map(([name, label]) => (
            <FormField key={name} control={control} name={name} label={label}>
              {(field) => <Switch id={field.id} checked={Boolean(field.value)} onChange={field.onChange} />}
            </FormField>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{L.ocr} from an invoice</legend>
        <div className={styles.switches}>
          {OCR_FIELDS.map(([name, label]) => (
            <Controller
              key={name}
              control={control}
              name={`ocr.${name}`}
              render={({ field }) => (
                <Checkbox
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                >
                  {label}
                </Checkbox>
              )}
            />
          ))}
        </div>
      </fieldset>
      <LogoUploadField
        anchorId={settings.anchorId}
        size="medium"
        label={L.logoMedium}
        current={settings.theme.logo.medium}
      />
      <LogoUploadField
        anchorId={settings.anchorId}
        size="large"
        label={L.logoLarge}
        current={settings.theme.logo.large}
      />
    </>
  );
}
