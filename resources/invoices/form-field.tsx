import { Form } from "antd";
import type { ReactNode } from "react";
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";

/**
 * A field the user types into may be required; one the user cannot type into (filled from a bank check, a
 * directory, the programme) never is: it says instead what fills it.
 */
type Requirement = { required?: boolean; filledFrom?: never } | { required?: never; filledFrom: string };

export type FormFieldProps<T extends FieldValues, N extends FieldPath<T>> = Requirement & {
  control: Control<T>;
  name: N;
  label: string;
  extra?: ReactNode;
  children: (field: ControllerRenderProps<T, N> & { id: string; "aria-invalid": boolean }) => ReactNode;
};

/**
 * One react-hook-form field inside an antd form item: the label, the control, and under it the message of
 * the zod rule or of the server (Refine puts a server field error on the field of the same name), or for a
 * field filled for the user, what fills it.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>(props: FormFieldProps<T, N>) {
  const { control, name, label, required, filledFrom, extra, children } = props;
  const id = `field-${name.replace(/\W/g, "-")}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          required={required}
          extra={filledFrom ?? extra}
          validateStatus={fieldState.error ? "error" : undefined}
          help={fieldState.error?.message}
        >
          {children({ ...field, id, "aria-invalid": Boolean(fieldState.error) })}
        </Form.Item>
      )}
    />
  );
}
