import { optionsOf } from "@domain/enums/labels";
import { ROLE_LABELS, type Role } from "@domain/enums/users";
import { FormField } from "@resources/invoices/form-field";
import { useLenderList } from "@src/components/lender-select";
import { Input, Select } from "antd";
import type { Control, FieldPath, FieldValues } from "react-hook-form";

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

/** A typed text field of the admin user forms. */
export function TextField<T extends FieldValues>(
  props: FieldProps<T> & { required?: boolean; type?: "email" | "tel" | "password"; extra?: string },
) {
  const { control, name, label, required, type, extra } = props;
  const autoComplete = type === "password" ? "new-password" : "off";
  return (
    <FormField control={control} name={name} label={label} required={required} extra={extra}>
      {(field) =>
        type === "password" ? (
          <Input.Password {...field} value={field.value ?? ""} autoComplete={autoComplete} />
        ) : (
          <Input
            {...field}
            value={field.value ?? ""}
            type={type === "email" ? "email" : "text"}
            inputMode={type === "tel" ? "numeric" : undefined}
            autoComplete={autoComplete}
          />
        )
      }
    </FormField>
  );
}

/** The roles: only those the signed-in user may give are offered (the API refuses the others). */
export function RolesField<T extends FieldValues>(
  props: FieldProps<T> & { offered: readonly Role[]; disabled?: boolean; extra?: string },
) {
  const { control, name, label, offered, disabled, extra } = props;
  return (
    <FormField control={control} name={name} label={label} required extra={extra}>
      {(field) => (
        <Select<Role[]>
          {...field}
          value={field.value ?? []}
          mode="multiple"
          disabled={disabled}
          placeholder="Choose the roles"
          options={optionsOf(offered, ROLE_LABELS)}
        />
      )}
    </FormField>
  );
}

/** The lender an NBFC user belongs to. */
export function LenderField<T extends FieldValues>(props: FieldProps<T> & { required?: boolean }) {
  const { control, name, label, required } = props;
  const { lenders, isLoading } = useLenderList();
  return (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => (
        <Select<string>
          {...field}
          value={field.value || undefined}
          onChange={(value) => field.onChange(value ?? "")}
          aria-label={label}
          placeholder="Choose the lender"
          allowClear
          showSearch
          optionFilterProp="label"
          loading={isLoading}
          options={lenders.map((lender) => ({ value: lender.id, label: lender.name }))}
        />
      )}
    </FormField>
  );
}
