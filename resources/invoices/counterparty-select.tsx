import { type HttpError, useList } from "@refinedev/core";
import { Select } from "antd";
import { useMemo } from "react";

export interface CounterpartySelectProps {
  resource: "suppliers" | "partners";
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  "aria-invalid"?: boolean;
}

type Counterparty = { id: string; name: string; gstin: string };

/** The anchor's suppliers or partners by name (GSTIN beside it), searchable; the value is the record id. */
export function CounterpartySelect({ resource, value, onChange, ...rest }: CounterpartySelectProps) {
  const { result, query } = useList<Counterparty, HttpError>({
    resource,
    pagination: { currentPage: 1, pageSize: 500, mode: "server" },
  });
  const options = useMemo(
    () => result.data.map((item) => ({ value: item.id, label: `${item.name} (${item.gstin})` })),
    [result.data],
  );
  return (
    <Select
      {...rest}
      showSearch
      optionFilterProp="label"
      placeholder={resource === "suppliers" ? "Select supplier" : "Select partner"}
      loading={query.isLoading}
      options={options}
      value={value || undefined}
      onChange={onChange}
    />
  );
}
