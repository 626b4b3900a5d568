import { LENDER_SELECT_ALL } from "@domain/constants";
import { NACH_BOUNCE_REASON_LABELS, NACH_BOUNCE_REASONS } from "@domain/enums/reasons";
import { SCHEDULE_STATUS_FILTER_LABELS, SCHEDULE_STATUS_FILTERS } from "@domain/enums/statuses";
import { AnchorSelect } from "@src/components/anchor-select";
import { DateRangeFilter } from "@src/components/date-range-filter";
import { LenderSelect } from "@src/components/lender-select";
import { useLoanViewer } from "@resources/loans/use-loan-viewer";
import { Select } from "antd";
import styles from "./emis.module.css";
import type { EmiFilterField, EmiFilters as Filters } from "./use-emi-table";

const textOf = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);

const SCHEDULE_OPTIONS = SCHEDULE_STATUS_FILTERS.map((value) => ({
  value,
  label: `Schedule: ${SCHEDULE_STATUS_FILTER_LABELS[value]}`,
}));
const REASON_OPTIONS = NACH_BOUNCE_REASONS.map((value) => ({
  value,
  label: NACH_BOUNCE_REASON_LABELS[value],
}));

/**
 * The list's filters beside the search: the spec's schedule status (all, initiated, scheduled), the bounce
 * list's reasons when it is shown, lender and anchor (platform staff), and the due dates.
 */
export function EmiFilters({ filters }: { filters: Filters }) {
  const viewer = useLoanViewer();
  const text = (field: EmiFilterField) => textOf(filters.get(field));
  const reasons = filters.get("bounceReason");
  return (
    <>
      <div className={styles.filter}>
        <Select
          aria-label="Schedule status"
          value={text("scheduleStatus") ?? "all"}
          options={SCHEDULE_OPTIONS}
          onChange={(value) => filters.set({ scheduleStatus: value === "all" ? undefined : value })}
        />
      </div>
      {text("bounced") === "true" ? (
        <div className={styles.filter}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            aria-label="Bounce reason"
            placeholder="Every bounce reason"
            value={Array.isArray(reasons) ? reasons : []}
            options={REASON_OPTIONS}
            onChange={(value: string[]) => filters.set({ bounceReason: value })}
          />
        </div>
      ) : null}
      {viewer.isPlatformStaff ? (
        <LenderSelect
          value={text("lenderId") ?? LENDER_SELECT_ALL.value}
          onChange={(value) => filters.set({ lenderId: textOf(value) })}
        />
      ) : null}
      {viewer.isPlatformStaff ? (
        <div className={styles.filter}>
          <AnchorSelect
            aria-label="Anchor"
            placeholder="All anchors"
            value={text("anchorId")}
            onChange={(value) => filters.set({ anchorId: value })}
          />
        </div>
      ) : null}
      <DateRangeFilter
        id="emis-due"
        label="Due"
        from={text("dueFrom")}
        to={text("dueTo")}
        onFromChange={(value) => filters.set({ dueFrom: value })}
        onToChange={(value) => filters.set({ dueTo: value })}
      />
    </>
  );
}
