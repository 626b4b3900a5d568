import { Select, type SelectProps } from "antd";

type PercentSelectProps = Omit<SelectProps<number | string>, "options" | "value"> & {
  /** The percentages offered, e.g. a form's TDS rates. */
  percents: readonly number[];
  /** `""` (nothing chosen yet, so the schema's required message applies) shows the placeholder. */
  value: number | string | undefined;
};

/** A select of percentages shown as "3.54%"; the value stays the number. */
export function PercentSelect({ percents, value, ...props }: PercentSelectProps) {
  return (
    <Select
      {...props}
      value={value === "" ? undefined : value}
      options={percents.map((percent) => ({ value: percent, label: `${percent}%` }))}
    />
  );
}
