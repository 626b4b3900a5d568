import { LENDING_TYPES } from "@domain/enums/finance";
import { ACTIVE_STATUSES } from "@domain/enums/statuses";
import { statusLabel } from "@src/components/status-tag";
import { NativeSelect } from "@src/components/ui/native-select";
import { lendingTypeLabel } from "./anchor-labels";

const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...ACTIVE_STATUSES.map((status) => ({ value: status as string, label: statusLabel(status) })),
];

const LENDING_TYPE_OPTIONS = [
  { value: "", label: "All lending types" },
  ...LENDING_TYPES.map((type) => ({ value: type as string, label: lendingTypeLabel(type) })),
];

type FilterProps = { value: string | undefined; onChange: (value: string) => void };

/** Filters the anchors by status (Active, Inactive), or none. */
export function AnchorStatusFilter(props: FilterProps) {
  return (
    <NativeSelect<string>
      aria-label="Status"
      value={props.value ?? ""}
      options={STATUS_OPTIONS}
      onChange={props.onChange}
    />
  );
}

/** Filters the anchors by lending type, or none. */
export function LendingTypeFilter(props: FilterProps) {
  return (
    <NativeSelect<string>
      aria-label="Lending type"
      value={props.value ?? ""}
      options={LENDING_TYPE_OPTIONS}
      onChange={props.onChange}
    />
  );
}
