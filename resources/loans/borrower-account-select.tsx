import type { UserListItem } from "@domain/api/users";
import { type CrudFilter, useList } from "@refinedev/core";
import { Select } from "antd";
import { useState } from "react";

export interface BorrowerAccountSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (userId: string | undefined) => void;
  /** The chosen merchant, to fill the borrower's name from. */
  onPick?: (user: UserListItem) => void;
  onBlur?: () => void;
  "aria-invalid"?: boolean;
}

const OPTIONS = 50;
const labelOf = (user: UserListItem) =>
  user.businessName ? `${user.businessName} (${user.name}, ${user.mobile})` : `${user.name} (${user.mobile})`;

/**
 * The borrower's merchant account, when they have one (`GET /auth/users`, merchants of user type USER,
 * searched on the server): the loan then follows the borrower's onboarding, and the merchant sees it.
 */
export function BorrowerAccountSelect({ value, onChange, onPick, ...rest }: BorrowerAccountSelectProps) {
  const [wanted, setWanted] = useState(Boolean(value));
  const [text, setText] = useState("");
  const filters: CrudFilter[] = [
    { field: "kind", operator: "eq", value: "MERCHANT" },
    { field: "userType", operator: "eq", value: "USER" },
    { field: "search", operator: "contains", value: text.trim() || undefined },
  ];
  const { result, query } = useList<UserListItem>({
    resource: "users",
    pagination: { currentPage: 1, pageSize: OPTIONS },
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
      placeholder="No account: the borrower is not on the portal"
      loading={query.isFetching}
      options={result.data.map((user) => ({ value: user.id, label: labelOf(user) }))}
      onSearch={setText}
      onOpenChange={(open) => {
        if (open) setWanted(true);
      }}
      onChange={(next: string | undefined) => {
        onChange?.(next);
        const user = result.data.find((candidate) => candidate.id === next);
        if (user) onPick?.(user);
      }}
      popupMatchSelectWidth={false}
      notFoundContent={query.isFetching ? "Loading…" : "No merchant matches"}
    />
  );
}
