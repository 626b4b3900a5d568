import type { UserListItem } from "@domain/api/users";
import { SEARCH_DEBOUNCE_MS } from "@domain/constants";
import { useList, useOne } from "@refinedev/core";
import { Select, Spin } from "antd";
import { useEffect, useMemo, useState } from "react";

export interface MerchantUserSelectProps {
  id?: string;
  value?: string;
  onChange?: (userId: string) => void;
  onBlur?: () => void;
  "aria-invalid"?: boolean;
}

const labelOf = (user: Pick<UserListItem, "name" | "mobile">) => `${user.name} (${user.mobile})`;

/**
 * A merchant user, found by typing part of a name, e-mail, mobile or business (`GET /auth/users?kind=MERCHANT`),
 * searched once typing has paused for 500 ms. The chosen user is named from its record until a search lists it.
 */
export function MerchantUserSelect(props: MerchantUserSelectProps) {
  const { value, onChange, ...rest } = props;
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const found = useList<UserListItem>({
    resource: "users",
    pagination: { currentPage: 1, pageSize: 20 },
    filters: [
      { field: "kind", operator: "eq", value: "MERCHANT" },
      { field: "search", operator: "contains", value: term },
    ],
    sorters: [{ field: "name", order: "asc" }],
    errorNotification: false,
  });
  const listed = found.result.data.some((user) => user.id === value);
  const chosen = useOne<UserListItem>({
    resource: "users",
    id: value ?? "",
    queryOptions: { enabled: Boolean(value) && !listed },
    errorNotification: false,
  });
  const options = useMemo(() => {
    const list = found.result.data.map((user) => ({ value: user.id, label: labelOf(user) }));
    const record = chosen.result;
    if (!value || listed || !record || record.id !== value) return list;
    return [{ value: record.id, label: labelOf(record) }, ...list];
  }, [found.result.data, chosen.result, value, listed]);
  const loading = found.query.isFetching || text.trim() !== term;

  return (
    <Select
      {...rest}
      aria-label="User"
      showSearch
      allowClear
      filterOption={false}
      value={value || undefined}
      placeholder="Type part of the merchant's name or mobile"
      options={options}
      loading={loading}
      searchValue={text}
      onSearch={setText}
      onChange={(next: string | undefined) => {
        setText("");
        onChange?.(next ?? "");
      }}
      notFoundContent={loading ? <Spin size="small" /> : "No merchant user matches"}
    />
  );
}
