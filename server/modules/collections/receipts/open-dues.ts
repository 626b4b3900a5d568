import { and, asc, inArray, type SQL } from "drizzle-orm";
import type { EmiStatus } from "@domain/enums/statuses";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import type { EmiRow } from "../emis/emi-transition";

/**
 * The statuses a receipt may pay: every open due except one in a presentation file or in flight at the bank
 * (SCHEDULED, INITIATED), which the NACH debit settles (or is taken off the file first).
 */
export const PAYABLE_STATUSES: readonly EmiStatus[] = [
  "PENDING",
  "READY_FOR_SCHEDULED",
  "BOUNCED",
  "FAILED",
  "RESCHEDULED",
  "PARTIAL_PAID",
  "PAUSED",
];

/** A NACH debit's success pays its own presented (INITIATED) EMI, and only that. */
export const PRESENTED_STATUSES: readonly EmiStatus[] = ["INITIATED"];

/**
 * The dues `condition` selects in `statuses` (the payable ones unless told), oldest first, locked (FOR UPDATE)
 * until the caller's transaction ends.
 */
export function lockPayableDues(
  tx: Executor,
  condition: SQL,
  statuses: readonly EmiStatus[] = PAYABLE_STATUSES,
): Promise<EmiRow[]> {
  return tx
    .select()
    .from(emis)
    .where(and(condition, inArray(emis.status, [...statuses])))
    .orderBy(asc(emis.dueDate), asc(emis.installmentNumber), asc(emis.id))
    .for("update");
}

/** What an EMI still owes of each component. */
export const outstandingOf = (emi: EmiRow) => ({
  PENAL: emi.penalDuePaise - emi.penalPaidPaise,
  INTEREST: emi.interestDuePaise - emi.interestPaidPaise,
  PRINCIPAL: emi.principalDuePaise - emi.principalPaidPaise,
});
