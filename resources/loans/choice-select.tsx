import { Select, type SelectProps } from "antd";

/** A required select of a loan form: an empty value shows the placeholder, not a blank choice. */
export function ChoiceSelect({ value, ...props }: Omit<SelectProps, "value"> & { value?: unknown }) {
  return (
    <Select
      placeholder="Select"
      {...props}
      value={value === "" || value === null ? undefined : (value as SelectProps["value"])}
    />
  );
}
