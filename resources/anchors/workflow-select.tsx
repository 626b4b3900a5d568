import { SEARCH_DEBOUNCE_MS } from "@domain/constants";
import type { WorkflowOption } from "@domain/api/workflows";
import { type HttpError, useList } from "@refinedev/core";
import { Select } from "antd";
import { useEffect, useMemo, useState } from "react";

export interface WorkflowSelectProps {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  "aria-invalid": boolean;
}

/**
 * The anchor's workflow: an async select over `GET /master/workflow/search?query=` (searched 500 ms after
 * typing stops). No workflows exist until the workflow builder lands, so it says so rather than looking broken.
 */
export function WorkflowSelect({ id, value, onChange, onBlur, ...rest }: WorkflowSelectProps) {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { result, query: listQuery } = useList<WorkflowOption, HttpError>({
    resource: "workflows",
    filters: [{ field: "query", operator: "eq", value: query }],
    pagination: { mode: "off" },
  });
  const options = useMemo(() => {
    const found = result.data ?? [];
    // The saved workflow stays visible even when the current search does not find it.
    return value && !found.some((option) => option.value === value)
      ? [{ value, label: value }, ...found]
      : found;
  }, [result.data, value]);
  const empty = query
    ? "No workflow matches this search"
    : "No workflows yet: they come with the workflow builder";
  return (
    <Select<string>
      id={id}
      aria-invalid={rest["aria-invalid"]}
      showSearch
      allowClear
      filterOption={false}
      placeholder="Search workflows"
      value={value || undefined}
      options={options}
      loading={listQuery.isFetching}
      notFoundContent={listQuery.isFetching ? "Searching…" : empty}
      onSearch={setTyped}
      onChange={(chosen) => onChange(chosen ?? "")}
      onBlur={onBlur}
    />
  );
}
