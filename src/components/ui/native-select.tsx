import type { SelectHTMLAttributes } from "react";
import styles from "./native-select.module.css";

export interface NativeSelectOption<V extends string | number> {
  value: V;
  label: string;
}

/** A native select in the portal's look: light, and the platform's own keyboard and screen-reader behaviour. */
export function NativeSelect<V extends string | number>(
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & {
    value: V;
    options: readonly NativeSelectOption<V>[];
    onChange: (value: V) => void;
  },
) {
  const { value, options, onChange, className, ...rest } = props;
  return (
    <select
      {...rest}
      className={`${styles.select} ${className ?? ""}`}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
