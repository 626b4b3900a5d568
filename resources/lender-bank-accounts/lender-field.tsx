import { useLenderList } from "@src/components/lender-select";
import { Select } from "antd";

export interface LenderFieldProps {
  id?: string;
  value?: string;
  onChange?: (lenderId: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  "aria-invalid"?: boolean;
}

/** The lender of a record being entered: one lender, by name (the filters' "All" makes no sense here). */
export function LenderField({ value, onChange, ...rest }: LenderFieldProps) {
  const { lenders, isLoading } = useLenderList();
  return (
    <Select
      {...rest}
      value={value || undefined}
      placeholder="Select Lender"
      loading={isLoading}
      showSearch
      optionFilterProp="label"
      options={lenders.map((lender) => ({ value: lender.id, label: lender.name }))}
      onChange={(next: string) => onChange?.(next)}
    />
  );
}
