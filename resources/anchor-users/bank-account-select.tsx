import type { UserBankAccount } from "@domain/api/merchant-onboarding";
import { type BaseRecord, useCustom } from "@refinedev/core";
import { Select } from "antd";
import { useMemo } from "react";

export interface BankAccountSelectProps {
  id?: string;
  /** The merchant user whose own accounts are offered; none until a user is chosen. */
  userId: string | undefined;
  value?: string[];
  onChange?: (bankIds: string[]) => void;
  onBlur?: () => void;
  "aria-invalid"?: boolean;
}

const labelOf = (account: UserBankAccount) =>
  `${account.bankName} ····${account.accountNumber.slice(-4)}${account.isPrimary ? " (primary)" : ""}`;

/** The chosen merchant user's own bank accounts (`GET /user/admin/anchor-users/bank-accounts?userId=`). */
export function BankAccountSelect({ userId, value, onChange, ...rest }: BankAccountSelectProps) {
  const accounts = useCustom<BaseRecord>({
    url: "",
    method: "get",
    config: { query: { userId } },
    meta: { resource: "anchor-users", operation: "bankAccounts" },
    queryOptions: { enabled: Boolean(userId) },
  });
  const answer: unknown = accounts.result.data;
  const options = useMemo(
    () =>
      (Array.isArray(answer) ? (answer as UserBankAccount[]) : []).map((account) => ({
        value: account.id,
        label: labelOf(account),
      })),
    [answer],
  );
  return (
    <Select<string[]>
      {...rest}
      mode="multiple"
      disabled={!userId}
      loading={Boolean(userId) && accounts.query.isFetching}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={options}
      placeholder={userId ? "Choose the user's bank accounts" : "Choose the user first"}
      notFoundContent={userId ? "This user has no bank account" : null}
    />
  );
}
