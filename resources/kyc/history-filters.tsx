import { optionsOf } from "@domain/enums/labels";
import { KYC_CHECK_KIND_LABELS, KYC_CHECK_KINDS } from "@domain/api/kyc";
import { DateRangeFilter } from "@src/components/date-range-filter";
import { NativeSelect } from "@src/components/ui/native-select";

const KIND_OPTIONS = [
  { value: "", label: "All kinds" },
  ...optionsOf<string>(KYC_CHECK_KINDS, KYC_CHECK_KIND_LABELS),
];
const RESULT_OPTIONS = [
  { value: "", label: "Any result" },
  { value: "VALID", label: "Valid" },
  { value: "INVALID", label: "Not valid" },
];

export type KycHistoryFilterValues = {
  kind?: string;
  result?: string;
  checkedBy?: string;
  checkedFrom?: string;
  checkedTo?: string;
};

/** Kind, result, who (anyone or the signed-in user) and the checked-date range (India dates, both included). */
export function KycHistoryFilters(props: {
  value: KycHistoryFilterValues;
  /** The signed-in user's id, for "Checked by me". */
  me: string | undefined;
  onChange: (field: keyof KycHistoryFilterValues, value: string) => void;
}) {
  const { value, me, onChange } = props;
  const whoOptions = [
    { value: "", label: "Checked by anyone" },
    ...(me ? [{ value: me, label: "Checked by me" }] : []),
  ];
  return (
    <>
      <NativeSelect<string>
        aria-label="Kind"
        value={value.kind ?? ""}
        options={KIND_OPTIONS}
        onChange={(next) => onChange("kind", next)}
      />
      <NativeSelect<string>
        aria-label="Result"
        value={value.result ?? ""}
        options={RESULT_OPTIONS}
        onChange={(next) => onChange("result", next)}
      />
      <NativeSelect<string>
        aria-label="Checked by"
        value={value.checkedBy ?? ""}
        options={whoOptions}
        onChange={(next) => onChange("checkedBy", next)}
      />
      <DateRangeFilter
        id="kyc-checked"
        label="Checked from"
        from={value.checkedFrom}
        to={value.checkedTo}
        onFromChange={(next) => onChange("checkedFrom", next)}
        onToChange={(next) => onChange("checkedTo", next)}
      />
    </>
  );
}
