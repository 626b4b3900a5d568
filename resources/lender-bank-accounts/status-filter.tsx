import { BANK_ACCOUNT_STATUSES } from "@domain/api/lender-bank-accounts";
import { statusLabel } from "@src/components/status-tag";
import { NativeSelect } from "@src/components/ui/native-select";

const OPTIONS = [
  { value: "", label: "All statuses" },
  ...BANK_ACCOUNT_STATUSES.map((status) => ({ value: status as string, label: statusLabel(status) })),
];

/** Filters the bank accounts by status (waiting for approval, active, rejected), or none. */
export function BankAccountStatusFilter(props: {
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect<string>
      aria-label="Status"
      value={props.value ?? ""}
      options={OPTIONS}
      onChange={props.onChange}
    />
  );
}
