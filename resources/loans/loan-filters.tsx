import { LENDER_SELECT_ALL } from "@domain/constants";
import { AnchorSelect } from "@src/components/anchor-select";
import { DateRangeFilter } from "@src/components/date-range-filter";
import { LenderSelect } from "@src/components/lender-select";
import styles from "./loans.module.css";
import { ProgrammeSelect } from "./programme-select";
import type { LoanFilterField, LoanFilters as Filters } from "./use-loan-table";
import { useLoanViewer } from "./use-loan-viewer";

const textOf = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/**
 * The list's filters beside the search: lender and anchor (platform staff: the anchor search is theirs),
 * programme (staff), and the creation dates. Each writes the URL's filters; the lender select's "All" clears the lender filter.
 */
export function LoanFilters({ filters }: { filters: Filters }) {
  const viewer = useLoanViewer();
  const text = (field: LoanFilterField) => textOf(filters.get(field));
  const lenderId = text("lenderId");
  const anchorId = text("anchorId");
  return (
    <>
      {viewer.isPlatformStaff ? (
        <LenderSelect
          value={lenderId ?? LENDER_SELECT_ALL.value}
          onChange={(value) => filters.set({ lenderId: textOf(value), programmeId: undefined })}
        />
      ) : null}
      {viewer.isPlatformStaff ? (
        <div className={styles.filter}>
          <AnchorSelect
            aria-label="Anchor"
            placeholder="All anchors"
            value={anchorId}
            onChange={(value) => filters.set({ anchorId: value, programmeId: undefined })}
          />
        </div>
      ) : null}
      {viewer.isStaff ? (
        <div className={styles.filter}>
          <ProgrammeSelect
            aria-label="Programme"
            placeholder="All programmes"
            anchorId={anchorId}
            lenderId={lenderId}
            value={text("programmeId")}
            onChange={(value) => filters.set({ programmeId: value })}
          />
        </div>
      ) : null}
      <DateRangeFilter
        id="loans-created"
        label="Created"
        from={text("createdFrom")}
        to={text("createdTo")}
        onFromChange={(value) => filters.set({ createdFrom: value })}
        onToChange={(value) => filters.set({ createdTo: value })}
      />
    </>
  );
}
