import type { ProgrammeUpdateRequest } from "@domain/api/programmes";
import { LIABILITY_DAYS_MAX, LIABILITY_DAYS_MIN } from "@domain/constants";
import { INDIAN_STATES } from "@domain/enums/indian-states";
import { PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { userTypeLabel } from "@src/components/user-type";
import { Input, Select, Switch } from "antd";
import type { Control } from "react-hook-form";
import { FormField } from "@resources/invoices/form-field";
import formStyles from "@src/components/record-form/record-form.module.css";
import styles from "./programme-form.module.css";
import { RupeeInput } from "@src/components/rupee-input";

const USER_TYPE_OPTIONS = PROGRAMME_USER_TYPES.map((type) => ({ value: type, label: userTypeLabel(type) }));
const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** Why the limit, liability days and interest rate cannot be typed into while a change to them waits. */
export const LOCKED_WHILE_PENDING = "Locked: a change waits for another staff user's approval";

/**
 * Every field of the spec's Programme form (the logos are uploaded apart), with the interest rate of its terms.
 * While a change waits for approval (`checkedLocked`), the fields it covers are read-only and say why.
 */
export function ProgrammeFields({
  control,
  checkedLocked = false,
}: {
  control: Control<ProgrammeUpdateRequest>;
  checkedLocked?: boolean;
}) {
  const locked = checkedLocked ? LOCKED_WHILE_PENDING : undefined;
  return (
    <>
      <FormField control={control} name="name" label="Programme Name" required>
        {(field) => <Input {...field} maxLength={50} />}
      </FormField>
      <FormField control={control} name="programLimit" label="Programme Limit (₹)" required extra={locked}>
        {(field) => <RupeeInput {...field} disabled={checkedLocked} />}
      </FormField>
      <FormField control={control} name="userType" label="User Type" required>
        {(field) => <Select {...field} options={USER_TYPE_OPTIONS} placeholder="Select a user type" />}
      </FormField>
      <FormField
        control={control}
        name="liabilityInterestDays"
        label="Liability Days"
        required
        extra={locked ?? `${LIABILITY_DAYS_MIN} to ${LIABILITY_DAYS_MAX} days of interest the anchor bears`}
      >
        {(field) => (
          <Input {...field} value={String(field.value ?? "")} inputMode="numeric" disabled={checkedLocked} />
        )}
      </FormField>
      <FormField control={control} name="interestRatePercent" label="Interest Rate (% a year)" extra={locked}>
        {(field) => (
          <Input
            {...field}
            value={String(field.value ?? "")}
            inputMode="decimal"
            maxLength={5}
            disabled={checkedLocked}
          />
        )}
      </FormField>
      <FormField control={control} name="subPlan" label="Subscription Plan">
        {(field) => <Input {...field} value={field.value ?? ""} maxLength={50} />}
      </FormField>
      <FormField control={control} name="gst" label="GSTIN">
        {(field) => (
          <Input
            {...field}
            value={field.value ?? ""}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            maxLength={15}
          />
        )}
      </FormField>
      <FormField control={control} name="themeColor" label="Theme Colour" extra="A hex colour like #1A73E8">
        {(field) => <Input {...field} value={field.value ?? ""} maxLength={7} placeholder="#1A73E8" />}
      </FormField>
      <div className={styles.switches}>
        <FormField control={control} name="isGstEnable" label="GST enabled">
          {({ value, onChange, ref, id }) => (
            <Switch id={id} ref={ref} checked={value ?? false} onChange={onChange} />
          )}
        </FormField>
        <FormField control={control} name="isItrEnable" label="ITR enabled">
          {({ value, onChange, ref, id }) => (
            <Switch id={id} ref={ref} checked={value ?? false} onChange={onChange} />
          )}
        </FormField>
      </div>
      <div className={formStyles.wide}>
        <FormField
          control={control}
          name="dashboards"
          label="Dashboards"
          extra="Type a dashboard's name and press Enter"
        >
          {(field) => <Select {...field} mode="tags" open={false} placeholder="Dashboards" />}
        </FormField>
      </div>
      <div className={formStyles.wide}>
        <FormField control={control} name="geography" label="Geography">
          {(field) => (
            <Select
              {...field}
              mode="multiple"
              options={STATE_OPTIONS}
              optionFilterProp="label"
              placeholder="States and union territories"
            />
          )}
        </FormField>
      </div>
    </>
  );
}
