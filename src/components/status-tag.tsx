import { humanize } from "@domain/enums/labels";
import { statusTagColor } from "@domain/enums/statuses";
import styles from "./status-tag.module.css";

/**
 * A status as a coloured tag: one colour per status (STATUS_TAG_COLORS in domain/), the label beside it.
 * Drawn here rather than with antd's Tag because antd's preset tag colours fail WCAG AA text contrast.
 */
export function StatusTag({ status, label }: { status: string | null | undefined; label?: string }) {
  if (!status) return null;
  const color = statusTagColor(status);
  return (
    <span className={`${styles.tag} ${styles[color] ?? ""}`} data-color={color}>
      {label ?? humanize(status)}
    </span>
  );
}
