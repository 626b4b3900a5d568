import styles from "./skeleton.module.css";

/** Grey placeholder lines while a page's data loads; hidden from screen readers, which get `label`. */
export function Skeleton({ rows = 4, label = "Loading" }: { rows?: number; label?: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="ll-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
