import type { DpdRow, DpdSummary } from "@domain/api/delinquency";
import { DPD_BUCKETS, type DpdBucket } from "@domain/collections/dpd";
import { formatDate } from "@domain/dates/display-date";
import { formatInr } from "@domain/money/format-inr";
import { type HttpError, useCustom } from "@refinedev/core";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { Alert } from "antd";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { BucketChart } from "./bucket-chart";
import { dpdColumns } from "./columns";
import { DayEndButton } from "./day-end-button";
import styles from "./delinquency.module.css";
import { statementPath } from "./delinquency-routes";
import { DpdFilters } from "./dpd-filters";
import { useDpdTable } from "./use-dpd-table";

const bucketOf = (value: string | undefined) =>
  DPD_BUCKETS.find((bucket) => bucket === value) as DpdBucket | undefined;

/**
 * The delinquency view: the day-end classification as of a date, its buckets as a bar chart that drills the
 * rows below down to one bucket (in the URL), and rows that open the borrower's statement of account.
 */
export default function DelinquencyPage() {
  const navigate = useNavigate();
  const { refineTable, dpdFilters, asOf, level, search } = useDpdTable();
  const bucket = bucketOf(dpdFilters.get("bucket"));
  const columns = useMemo(() => dpdColumns(asOf, level), [asOf, level]);
  const summaryQuery = {
    asOf,
    level,
    lenderId: dpdFilters.get("lenderId"),
    anchorId: dpdFilters.get("anchorId"),
    programmeId: dpdFilters.get("programmeId"),
    search,
  };
  const { query, result } = useCustom<DpdSummary, HttpError>({
    url: "",
    method: "get",
    config: { query: summaryQuery },
    meta: { resource: "delinquency", operation: "summary" },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const summary = query.data ? result.data : undefined;

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="dpd-buckets">
        <div className={styles.bar}>
          <h2 id="dpd-buckets" className={styles.title}>
            SMA/NPA buckets as of {formatDate(asOf)}
          </h2>
          <span className={styles.run}>
            {summary?.run
              ? `Day-end run ${new Date(summary.run.ranAt).toLocaleString("en-IN")} · penal charged ${formatInr(summary.run.penalChargedPaise, { currency: true })}`
              : summary
                ? "No day-end run for this date"
                : ""}
          </span>
          <DayEndButton asOf={asOf} onDone={() => void query.refetch()} />
        </div>
        {summary && !summary.run ? (
          <Alert
            type="info"
            showIcon
            message="No day-end run for this date"
            description="The classification of a date is stored by its day-end run. Platform staff can run it for any past date from the ledger."
          />
        ) : null}
        {summary ? (
          <BucketChart
            buckets={summary.buckets}
            selected={bucket}
            onSelect={(next) => dpdFilters.set({ bucket: next })}
          />
        ) : null}
      </section>
      <ListPanel<DpdRow>
        tableId={`delinquency-${level}`}
        label={level === "tranche" ? "Tranches" : "Borrowers"}
        heading
        columns={columns}
        refineTable={refineTable}
        exportResource="delinquency"
        search={{ label: "Search borrowers", placeholder: "Borrower or tranche", width: "narrow" }}
        emptyText={bucket ? "No rows in this bucket" : "No rows for this date and these filters"}
        onRowClick={(row) => void navigate(statementPath(row.lenderId, row.borrowerKey, asOf))}
        filters={<DpdFilters filters={dpdFilters} asOf={asOf} level={level} />}
      />
    </div>
  );
}
