import { BANK_ACCOUNT_STATUSES } from "@domain/api/lender-bank-accounts";
import { PROGRAMME_STATUSES } from "@domain/api/programmes";
import { ACCOUNT_TYPE_LABELS, LENDING_TYPE_LABELS } from "./finance";
import { humanize, labelsFor } from "./labels";
import { ACTIVE_STATUS_LABELS } from "./statuses";

/**
 * The enum fields a change can wait on for approval (maker-checker), by field name across every record that
 * has one (anchor settings, programmes, lender bank accounts), with their values' display text.
 */
export const CHANGE_VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  lendingType: LENDING_TYPE_LABELS,
  accountType: ACCOUNT_TYPE_LABELS,
  status: { ...ACTIVE_STATUS_LABELS, ...labelsFor(PROGRAMME_STATUSES), ...labelsFor(BANK_ACCOUNT_STATUSES) },
};

/**
 * One side of a pending change in words when `field` is an enum field (`DEFAULT` → "Default"; a value the
 * labels lack is humanised, never shown raw); undefined for any other field, whose value is shown as it is.
 */
export function changeValueLabel(field: string, value: string): string | undefined {
  if (!Object.hasOwn(CHANGE_VALUE_LABELS, field)) return undefined;
  const labels = CHANGE_VALUE_LABELS[field]!;
  return Object.hasOwn(labels, value) ? labels[value] : humanize(value);
}
