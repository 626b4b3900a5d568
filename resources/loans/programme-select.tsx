import type { ProgrammeItem } from "@domain/api/programmes";
import { type CrudFilter, useList } from "@refinedev/core";
import { Select } from "antd";
import { useState } from "react";

export interface ProgrammeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (programmeId: string | undefined) => void;
  onBlur?: () => void;
  /** Only the programmes of this anchor and/or lender. */
  anchorId?: string;
  lenderId?: string;
  placeholder?: string;
  className?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
}

/** Enough for an anchor's or a lender's programmes; typing narrows them on the server. */
const PROGRAMME_OPTIONS = 100;

/**
 * A programme, by name, among the anchor's and lender's programmes (`GET /master/program/config`); nothing is
 * fetched until the select is opened, unless a programme is chosen already (its name is shown).
 */
export function ProgrammeSelect(props: ProgrammeSelectProps) {
  const { value, onChange, anchorId, lenderId, placeholder = "Any programme", ...rest } = props;
  const [wanted, setWanted] = useState(Boolean(value));
  const [text, setText] = useState("");
  const filters: CrudFilter[] = [
    { field: "anchorId", operator: "eq", value: anchorId },
    { field: "lenderId", operator: "eq", value: lenderId },
    { field: "search", operator: "contains", value: text.trim() || undefined },
  ];
  const { result, query } = useList<ProgrammeItem>({
    resource: "programmes",
    pagination: { currentPage: 1, pageSize: PROGRAMME_OPTIONS },
    filters,
    queryOptions: { enabled: wanted },
    errorNotification: false,
  });
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      filterOption={false}
      value={value || undefined}
      placeholder={placeholder}
      loading={query.isFetching}
      options={result.data.map((programme) => ({ value: programme.id, label: programme.name }))}
      onSearch={setText}
      onOpenChange={(open) => {
        if (open) setWanted(true);
      }}
      onChange={(next: string | undefined) => onChange?.(next)}
      popupMatchSelectWidth={false}
      notFoundContent={query.isFetching ? "Loading…" : "No programme"}
    />
  );
}
