import { LENDER_SELECT_ALL } from "@domain/constants";
import { DateInput } from "@resources/invoices/date-input";
import { ProgrammeSelect } from "@resources/loans/programme-select";
import { useLoanViewer } from "@resources/loans/use-loan-viewer";
import { AnchorSelect } from "@src/components/anchor-select";
import { LenderSelect } from "@src/components/lender-select";
import { Segmented } from "antd";
import styles from "./delinquency.module.css";
import type { DpdFilters as Filters } from "./use-dpd-table";

/**
 * The view's filters: the as-of date, rows per borrower or per tranche, and the lender and anchor (platform
 * staff) and programme (staff). Each writes the URL; changing them keeps the bucket drilled into.
 */
export function DpdFilters({ filters, asOf, level }: { filters: Filters; asOf: string; level: string }) {
  const viewer = useLoanViewer();
  const lenderId = filters.get("lenderId");
  const anchorId = filters.get("anchorId");
  return (
    <>
      <span className={styles.asOf}>
        <label htmlFor="dpd-as-of">As of</label>
        <DateInput id="dpd-as-of" value={asOf} onChange={(value) => filters.set({ asOf: value })} />
      </span>
      <Segmented
        aria-label="Rows"
        value={level}
        options={[
          { value: "borrower", label: "Borrowers" },
          { value: "tranche", label: "Tranches" },
        ]}
        onChange={(value) => filters.set({ level: value === "tranche" ? "tranche" : undefined })}
      />
      {viewer.isPlatformStaff ? (
        <LenderSelect
          value={lenderId ?? LENDER_SELECT_ALL.value}
          onChange={(value) =>
            filters.set({ lenderId: typeof value === "string" && value !== "" ? value : undefined })
          }
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
            value={filters.get("programmeId")}
            onChange={(value) => filters.set({ programmeId: value })}
          />
        </div>
      ) : null}
    </>
  );
}
