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

/** The payable dues `condition` selects, oldest first, locked (FOR UPDATE) until the caller's transaction ends. */
export function lockPayableDues(tx: Executor, condition: SQL): Promise<EmiRow[]> {
  return tx
    .select()
    .from(emis)
    .where(and(condition, inArray(emis.status, [...PAYABLE_STATUSES])))
    .orderBy(asc(emis.dueDate), asc(emis.installmentNumber), asc(emis.id))
    .for("update");
}

/** What an EMI still owes of each component. */
export const outstandingOf = (emi: EmiRow) => ({
  PENAL: emi.penalDuePaise - emi.penalPaidPaise,
  INTEREST: emi.interestDuePaise - emi.interestPaidPaise,
  PRINCIPAL: emi.principalDuePaise - emi.principalPaidPaise,
});
