import { optionsOf } from "@domain/enums/labels";
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from "@domain/enums/leads";
import { NativeSelect } from "@src/components/ui/native-select";
import { DateRangeFilter } from "@src/components/date-range-filter";

const SOURCE_OPTIONS = [
  { value: "", label: "All sources" },
  ...optionsOf<string>(LEAD_SOURCES, LEAD_SOURCE_LABELS),
];

export type LeadFilterValues = { source?: string; createdFrom?: string; createdTo?: string };

/** The source and the captured-date range (DD/MM/YYYY, India dates, both ends included). */
export function LeadFilters(props: {
  value: LeadFilterValues;
  onChange: (field: keyof LeadFilterValues, value: string) => void;
}) {
  return (
    <>
      <NativeSelect<string>
        aria-label="Source"
        value={props.value.source ?? ""}
        options={SOURCE_OPTIONS}
        onChange={(value) => props.onChange("source", value)}
      />
      <DateRangeFilter
        id="leads-created"
        label="Captured from"
        from={props.value.createdFrom}
        to={props.value.createdTo}
        onFromChange={(value) => props.onChange("createdFrom", value)}
        onToChange={(value) => props.onChange("createdTo", value)}
      />
    </>
  );
}
