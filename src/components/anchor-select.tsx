import type { AnchorItem, AnchorOption } from "@domain/api/anchors";
import { SEARCH_DEBOUNCE_MS } from "@domain/constants";
import { type BaseRecord, useCustom, useOne } from "@refinedev/core";
import { Select, Spin } from "antd";
import { useEffect, useMemo, useState } from "react";

export interface AnchorSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (anchorId: string | undefined) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
  "aria-invalid"?: boolean;
  "aria-label"?: string;
}

/** The search text once typing has paused for 500 ms (spec section 7): one search call, not one per key. */
function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The anchor picker of the programme form: types part of a name, searches `GET /user/admin/search?query=`
 * and offers the server's options, labelled by name. A preselected anchor (a link with `?anchorId=`)
 * is named from its record until a search lists it. Works as a react-hook-form Controller's child.
 */
export function AnchorSelect(props: AnchorSelectProps) {
  const { value, onChange, placeholder = "Type part of the anchor's name", ...rest } = props;
  const [text, setText] = useState("");
  // Nothing is searched until the user opens the select: a page with one (a list's filter) loads no options.
  const [opened, setOpened] = useState(false);
  const term = useDebounced(text);
  const search = useCustom<BaseRecord>({
    url: "",
    method: "get",
    config: { query: { query: term } },
    meta: { resource: "anchors", operation: "search" },
    queryOptions: { enabled: opened },
    errorNotification: false,
  });
  const answer: unknown = search.result.data;
  const found = Array.isArray(answer) ? (answer as AnchorOption[]) : undefined;
  const listed = Boolean(value && found?.some((option) => option.value === value));
  const chosen = useOne<AnchorItem>({
    resource: "anchors",
    id: value ?? "",
    queryOptions: { enabled: Boolean(value) && !listed },
    errorNotification: false,
  });
  const options = useMemo(() => {
    const list = found ?? [];
    const record = chosen.result;
    if (!value || listed || !record || record.id !== value) return list;
    return [{ value: record.id, label: record.name }, ...list];
  }, [found, chosen.result, value, listed]);
  const loading = opened && (search.query.isFetching || text.trim() !== term);

  return (
    <Select
      {...rest}
      showSearch
      allowClear
      filterOption={false}
      value={value || undefined}
      placeholder={placeholder}
      options={options}
      loading={loading}
      searchValue={text}
      onSearch={setText}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      onChange={(next: string | undefined) => {
        setText("");
        onChange?.(next);
      }}
      notFoundContent={loading ? <Spin size="small" /> : "No anchor matches"}
    />
  );
}
