import { humanize } from "@domain/enums/labels";
import {
  ACTIVE_STATUS_LABELS,
  EMI_STATUS_LABELS,
  FEE_STATUS_LABELS,
  GATEWAY_PAYMENT_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  LOAN_STATUS_LABELS,
  MANDATE_STATUS_LABELS,
  ONBOARDING_STATUS_LABELS,
  PAYMENT_COLLECTION_STATUS_LABELS,
} from "@domain/enums/statuses";
import { statusTagColor } from "@domain/enums/status-colors";
import styles from "./status-tag.module.css";

/** Display text of every status list of domain/enums/statuses; a value in several lists reads the same in all. */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  ...FEE_STATUS_LABELS,
  ...ACTIVE_STATUS_LABELS,
  ...MANDATE_STATUS_LABELS,
  ...LOAN_STATUS_LABELS,
  ...GATEWAY_PAYMENT_STATUS_LABELS,
  ...EMI_STATUS_LABELS,
  ...PAYMENT_COLLECTION_STATUS_LABELS,
  ...INVOICE_STATUS_LABELS,
  ...ONBOARDING_STATUS_LABELS,
};

/** The display text of a status value (`ESIGN_PENDING` reads "E-sign pending"); an unknown value is humanised. */
export function statusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status]! : humanize(status);
}

/**
 * A status as a coloured tag: one colour per status (STATUS_TAG_COLORS in domain/), the label beside it.
 * Drawn here rather than with antd's Tag because antd's preset tag colours fail WCAG AA text contrast.
 */
export function StatusTag({ status, label }: { status: string | null | undefined; label?: string }) {
  if (!status) return null;
  const color = statusTagColor(status);
  return (
    <span className={`${styles.tag} ${styles[color] ?? ""}`} data-color={color}>
      {label ?? statusLabel(status)}
    </span>
  );
}
