import { UTILITY_OUTCOMES } from "@domain/api/admin-utility";
import { UTILITY_OUTCOME_LABELS } from "@domain/api/utility-run-words";
import { ADMIN_OPERATION_LABELS, ADMIN_OPERATIONS } from "@domain/enums/users";
import { optionsOf } from "@domain/enums/labels";
import { MerchantUserSelect } from "@resources/anchor-users/merchant-user-select";
import { DateRangeFilter } from "@src/components/date-range-filter";
import { NativeSelect } from "@src/components/ui/native-select";

const OPERATION_OPTIONS = [
  { value: "", label: "All operations" },
  ...optionsOf<string>(ADMIN_OPERATIONS, ADMIN_OPERATION_LABELS),
];
const OUTCOME_OPTIONS = [
  { value: "", label: "Any outcome" },
  ...optionsOf<string>(UTILITY_OUTCOMES, UTILITY_OUTCOME_LABELS),
];

export type UtilityHistoryFilterValues = {
  operation?: string;
  userId?: string;
  outcome?: string;
  runFrom?: string;
  runTo?: string;
};

/** The history's filters (`GET /user/admin/utility/history`): operation, user, outcome and the days it ran. */
export function UtilityHistoryFilters(props: {
  value: UtilityHistoryFilterValues;
  onChange: (field: keyof UtilityHistoryFilterValues, value: string) => void;
}) {
  const { value, onChange } = props;
  return (
    <>
      <NativeSelect<string>
        aria-label="Operation"
        value={value.operation ?? ""}
        options={OPERATION_OPTIONS}
        onChange={(next) => onChange("operation", next)}
      />
      <MerchantUserSelect value={value.userId ?? ""} onChange={(next) => onChange("userId", next)} />
      <NativeSelect<string>
        aria-label="Outcome"
        value={value.outcome ?? ""}
        options={OUTCOME_OPTIONS}
        onChange={(next) => onChange("outcome", next)}
      />
      <DateRangeFilter
        id="utility-run"
        label="Run from"
        from={value.runFrom}
        to={value.runTo}
        onFromChange={(next) => onChange("runFrom", next)}
        onToChange={(next) => onChange("runTo", next)}
      />
    </>
  );
}
