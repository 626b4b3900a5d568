import type { DpdBucketFigures } from "@domain/api/delinquency";
import { DPD_BUCKET_LABELS, DPD_BUCKET_RANGES, type DpdBucket } from "@domain/collections/dpd";
import { formatInr } from "@domain/money/format-inr";
import { hasPaise } from "@src/components/list-table/list-column";
import { Column } from "@ant-design/charts";
import { useEffect, useRef } from "react";
import { BUCKET_COLOURS } from "./bucket-colours";
import styles from "./delinquency.module.css";

type Bar = { bucket: DpdBucket; label: string; count: number };

const bucketOf = (event: unknown): DpdBucket | undefined =>
  (event as { data?: { data?: Partial<Bar> } }).data?.data?.bucket;

/**
 * The buckets as bars (counts), coloured from the spec's palette; clicking a bar, or a bucket's button
 * below it (the keyboard's way), drills the rows down to that bucket, and clicking it again shows all.
 */
export function BucketChart(props: {
  buckets: readonly DpdBucketFigures[];
  selected: DpdBucket | undefined;
  onSelect: (bucket: DpdBucket | undefined) => void;
}) {
  const { buckets, selected, onSelect } = props;
  const toggle = (bucket: DpdBucket) => onSelect(bucket === selected ? undefined : bucket);
  // The chart binds its click handler once; it calls the latest toggle through this.
  const latestToggle = useRef(toggle);
  useEffect(() => {
    latestToggle.current = toggle;
  });
  // Every bucket's amount with two decimals when any has paise, as in the lists.
  const fixed = hasPaise(buckets, (figures) => figures.overduePaise);
  const overdue = (paise: number) => `${formatInr(paise, { currency: true, fixed })} overdue`;
  const data: Bar[] = buckets.map((figures) => ({
    bucket: figures.bucket,
    label: DPD_BUCKET_LABELS[figures.bucket],
    count: figures.count,
  }));
  return (
    <div className={styles.chart}>
      <div data-testid="bucket-chart" className={styles.plot}>
        <Column
          data={data}
          xField="label"
          yField="count"
          colorField="label"
          height={240}
          autoFit
          legend={false}
          scale={{
            color: { range: data.map((bar) => BUCKET_COLOURS[bar.bucket]) },
            // Room above the tallest bar for its count.
            y: { domainMax: Math.ceil(Math.max(1, ...data.map((bar) => bar.count)) * 1.15), nice: true },
          }}
          style={{
            cursor: "pointer",
            fillOpacity: (bar: Bar) => (selected && bar.bucket !== selected ? 0.35 : 1),
          }}
          label={{ text: "count", position: "top", textBaseline: "bottom", dy: -4, fill: "#1f2937" }}
          axis={{ x: { title: false }, y: { title: "Count" } }}
          onReady={({ chart }) => {
            chart.on("element:click", (event: unknown) => {
              const bucket = bucketOf(event);
              if (bucket) latestToggle.current(bucket);
            });
          }}
        />
      </div>
      <ul className={styles.legend} aria-label="Buckets">
        {buckets.map((figures) => (
          <li key={figures.bucket}>
            <button
              type="button"
              className={styles.bucket}
              aria-pressed={figures.bucket === selected}
              aria-label={`${DPD_BUCKET_LABELS[figures.bucket]} (${DPD_BUCKET_RANGES[figures.bucket]}): ${figures.count}, ${overdue(figures.overduePaise)}`}
              onClick={() => toggle(figures.bucket)}
            >
              <span className={styles.swatch} style={{ background: BUCKET_COLOURS[figures.bucket] }} />
              <span className={styles.bucketName}>{DPD_BUCKET_LABELS[figures.bucket]}</span>
              <span className={styles.range}>{DPD_BUCKET_RANGES[figures.bucket]}</span>
              <span className={styles.count}>{figures.count}</span>
              <span className={styles.overdue}>{overdue(figures.overduePaise)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
