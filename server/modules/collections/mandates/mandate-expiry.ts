import { and, desc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { MandateKind } from "@domain/api/mandates";
import type { BusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import type { Executor } from "@server/db/database";
import { mandates } from "@server/db/schema/index";
import { conflict } from "@server/http/errors";
import { stageAfter } from "./mandate-event-changes";
import { applyMandateChange } from "./mandate-transition";

export const mandateExpiredMessage = (endDate: string | null): string =>
  `The mandate of this EMI ${endDate ? `expired on ${formatDate(endDate)}` : "has expired"}; it can no longer be presented. Register a new mandate or collect it another way`;

/**
 * 409 when the loan's latest registered mandate has expired: completed, or past its end date before the day-end
 * got to it. A loan without a mandate is not this check's business.
 */
export async function assertMandateCurrent(
  tx: Executor,
  loanId: string | null,
  today: BusinessDate,
): Promise<void> {
  if (!loanId) return;
  const [latest] = await tx
    .select({ status: mandates.status, endDate: mandates.endDate })
    .from(mandates)
    .where(and(eq(mandates.loanId, loanId), inArray(mandates.status, ["Scheduled", "Completed"])))
    .orderBy(desc(mandates.createdAt))
    .limit(1);
  if (latest && (latest.status === "Completed" || (latest.endDate !== null && latest.endDate < today)))
    throw conflict(mandateExpiredMessage(latest.endDate));
}

/**
 * The day-end's mandate expiry: every registered (Scheduled) mandate whose end date is before `asOfDate` is
 * completed through the mandate machine (stage expired / EXPIRED), on its timeline and in the audit, inside the
 * caller's transaction. Answers how many expired.
 */
export async function expireMandates(tx: Executor, asOfDate: BusinessDate, at: Date): Promise<number> {
  const expiring = await tx
    .select()
    .from(mandates)
    .where(and(eq(mandates.status, "Scheduled"), isNotNull(mandates.endDate), lt(mandates.endDate, asOfDate)))
    .orderBy(mandates.id)
    .for("update");
  for (const mandate of expiring)
    await applyMandateChange(tx, {
      mandate,
      action: "complete",
      stage: stageAfter(mandate.kind as MandateKind, "expire"),
      source: "day-end",
      event: "expire",
      actorId: null,
      note: `End date ${formatDate(mandate.endDate!)} passed (day-end of ${formatDate(asOfDate)})`,
      at,
    });
  return expiring.length;
}
