import { isBusinessDate } from "@domain/dates/business-date";
import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";

const DISPLAY_FORMAT = "DD/MM/YYYY";
const ISO_FORMAT = "YYYY-MM-DD";

export interface DateInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  onBlur?: () => void;
  /** Inclusive bounds as `YYYY-MM-DD`; days outside cannot be picked. */
  min?: string;
  max?: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
}

/** A date picker shown as DD/MM/YYYY that holds the business date as `YYYY-MM-DD` text, as the schemas expect. */
export function DateInput({ value, onChange, min, max, ...rest }: DateInputProps) {
  const disabledDate = (day: Dayjs) => {
    const iso = day.format(ISO_FORMAT);
    return (min !== undefined && iso < min) || (max !== undefined && iso > max);
  };
  return (
    <DatePicker
      {...rest}
      className="date-input"
      format={DISPLAY_FORMAT}
      placeholder={DISPLAY_FORMAT}
      value={value && isBusinessDate(value) ? dayjs(value, ISO_FORMAT) : null}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(ISO_FORMAT) : undefined)}
      disabledDate={disabledDate}
    />
  );
}
