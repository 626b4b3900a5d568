import { INVOICE_STATUS_LABELS, type InvoiceStatus } from "@domain/enums/statuses";
import { INVOICE_TYPE_LABELS, type InvoiceType } from "@domain/enums/finance";
import { DateText } from "@src/components/date-text";
import { StatusTag } from "@src/components/status-tag";
import { memo } from "react";
import { Link } from "react-router";
import { invoiceShowPath } from "./invoice-routes";
import styles from "./invoice-table.module.css";

/* Cells are memoised: with 5000 rows, re-rendering only the rows whose values changed keeps scrolling smooth. */

export const DateCell = memo(function DateCell({ value }: { value: string | null }) {
  return <DateText value={value} />;
});

export const StatusCell = memo(function StatusCell({ status }: { status: InvoiceStatus }) {
  return <StatusTag status={status} label={INVOICE_STATUS_LABELS[status]} />;
});

export const TypeCell = memo(function TypeCell({ type }: { type: InvoiceType }) {
  return <>{INVOICE_TYPE_LABELS[type]}</>;
});

export const NumberLinkCell = memo(function NumberLinkCell({ id, number }: { id: string; number: string }) {
  return <Link to={invoiceShowPath(id)}>{number}</Link>;
});

export const TextCell = memo(function TextCell({ value }: { value: string | null }) {
  return value ? <>{value}</> : <span className={styles.muted}>—</span>;
});
