import type { DpdBucketFigures } from "@domain/api/delinquency";
import { DPD_BUCKET_LABELS, DPD_BUCKET_RANGES, type DpdBucket } from "@domain/collections/dpd";
import { formatInr } from "@domain/money/format-inr";
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
          scale={{ color: { range: data.map((bar) => BUCKET_COLOURS[bar.bucket]) } }}
          style={{
            cursor: "pointer",
            fillOpacity: (bar: Bar) => (selected && bar.bucket !== selected ? 0.35 : 1),
          }}
          label={{ text: "count", position: "top" }}
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
              aria-label={`${DPD_BUCKET_LABELS[figures.bucket]} (${DPD_BUCKET_RANGES[figures.bucket]}): ${figures.count}, ${formatInr(figures.overduePaise, { currency: true })} overdue`}
              onClick={() => toggle(figures.bucket)}
            >
              <span className={styles.swatch} style={{ background: BUCKET_COLOURS[figures.bucket] }} />
              <span className={styles.bucketName}>{DPD_BUCKET_LABELS[figures.bucket]}</span>
              <span className={styles.range}>{DPD_BUCKET_RANGES[figures.bucket]}</span>
              <span className={styles.count}>{figures.count}</span>
              <span className={styles.overdue}>
                {formatInr(figures.overduePaise, { currency: true })} overdue
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
