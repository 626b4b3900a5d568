import { and, eq, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { AllocationLine } from "@domain/collections/appropriation";
import { type ChargeBearer, overduePenal, type PenalChargeKind } from "@domain/collections/penal-charges";
import type { BusinessDate } from "@domain/dates/business-date";
import type { Executor } from "@server/db/database";
import { emiCharges } from "@server/db/schema/collections";
import { loans } from "@server/db/schema/loans";
import { programmes } from "@server/db/schema/programmes";
import type { EmiRow } from "../emis/emi-transition";
import { outstandingOf } from "./open-dues";

/** A penal line a receipt's command writes on one EMI: an overdue accrual, or a (negative) waiver. */
export type PenalLine = {
  emiId: string;
  kind: PenalChargeKind;
  bearer: ChargeBearer;
  amountPaise: number;
  chargedOn: string;
};

export const penalTotal = (lines: readonly { amountPaise: number }[]) =>
  lines.reduce((sum, line) => sum + line.amountPaise, 0);

/** The dues with `lines` added to their penal due, in memory (to plan or preview an appropriation). */
export function withPenal(dues: readonly EmiRow[], lines: readonly PenalLine[]): EmiRow[] {
  return dues.map((emi) => {
    const delta = penalTotal(lines.filter((line) => line.emiId === emi.id));
    return delta === 0 ? emi : { ...emi, penalDuePaise: emi.penalDuePaise + delta };
  });
}

/**
 * The dues as a receipt of `on` finds them: a penal line dated after `on` (a later day-end's) was not charged yet
 * on that day, so it is left out of what the receipt may pay (never below what is already paid of the penal).
 */
export async function penalPayableOn(
  db: Executor,
  dues: readonly EmiRow[],
  on: BusinessDate,
): Promise<EmiRow[]> {
  if (dues.length === 0) return [];
  const later = await db
    .select({ emiId: emiCharges.emiId, amount: sql<string>`sum(${emiCharges.amountPaise})` })
    .from(emiCharges)
    .where(
      and(
        inArray(
          emiCharges.emiId,
          dues.map((emi) => emi.id),
        ),
        gt(emiCharges.chargedOn, on),
      ),
    )
    .groupBy(emiCharges.emiId);
  const laterOf = new Map(later.map((row) => [row.emiId, Number(row.amount)]));
  return dues.map((emi) => {
    const after = laterOf.get(emi.id) ?? 0;
    if (after === 0) return emi;
    return { ...emi, penalDuePaise: Math.max(emi.penalDuePaise - after, emi.penalPaidPaise) };
  });
}

/**
 * The overdue penal each loan due past its date accrues up to `asOf` (`overduePenal`, the RBI 2023 rule: a
 * charge on overdue principal and interest only, never capitalised), at the loan's penal rate, the anchor
 * bearing the programme's liability days. Only the days after the due's last accrual are charged, so a second
 * run through the same date adds nothing. Invoice tranches carry no penal rate and accrue nothing.
 */
export async function overdueAccruals(
  db: Executor,
  dues: readonly EmiRow[],
  asOf: BusinessDate,
): Promise<PenalLine[]> {
  const overdue = dues.filter((emi) => emi.loanId && emi.dueDate < asOf);
  if (overdue.length === 0) return [];
  const rates = await db
    .select({ id: loans.id, rate: loans.penalInterestPercent, liabilityDays: programmes.liabilityDays })
    .from(loans)
    .leftJoin(programmes, eq(programmes.id, loans.programmeId))
    .where(inArray(loans.id, [...new Set(overdue.map((emi) => emi.loanId!))]));
  const accrued = await db
    .select({ emiId: emiCharges.emiId, through: max(emiCharges.chargedOn) })
    .from(emiCharges)
    .where(
      and(
        inArray(
          emiCharges.emiId,
          overdue.map((emi) => emi.id),
        ),
        eq(emiCharges.kind, "OVERDUE"),
        isNull(emiCharges.reversesId),
      ),
    )
    .groupBy(emiCharges.emiId);
  const rateOf = new Map(rates.map((row) => [row.id, row]));
  const throughOf = new Map(accrued.map((row) => [row.emiId, row.through]));
  return overdue.flatMap((emi) => {
    const loan = rateOf.get(emi.loanId!);
    if (!loan?.rate) return [];
    const owed = outstandingOf(emi);
    const penal = overduePenal({
      overduePrincipalPaise: owed.PRINCIPAL,
      overdueInterestPaise: owed.INTEREST,
      penalRatePercent: loan.rate,
      dueDate: emi.dueDate,
      asOf,
      graceDays: 0,
      chargedUpTo: throughOf.get(emi.id) ?? undefined,
      liabilityDays: loan.liabilityDays ?? 0,
    });
    return (["ANCHOR", "BORROWER"] as const)
      .filter((bearer) => penal.byBearer[bearer].penalPaise > 0)
      .map((bearer) => ({
        emiId: emi.id,
        kind: "OVERDUE" as const,
        bearer,
        amountPaise: penal.byBearer[bearer].penalPaise,
        chargedOn: asOf,
      }));
  });
}

/**
 * The waiver of the penal still owed on the dues a receipt covers: every due up to the last one the receipt
 * pays, oldest first (those it passes over owe nothing but penal). One negative WAIVER line per due.
 */
export function penalWaivers(
  dues: readonly EmiRow[],
  lines: readonly AllocationLine[],
  on: BusinessDate,
): PenalLine[] {
  const paid = new Set(lines.map((line) => line.dueId));
  const last = dues.findLastIndex((emi) => paid.has(emi.id));
  return dues
    .slice(0, last + 1)
    .filter((emi) => outstandingOf(emi).PENAL > 0)
    .map((emi) => ({
      emiId: emi.id,
      kind: "WAIVER" as const,
      bearer: "BORROWER" as const,
      amountPaise: -outstandingOf(emi).PENAL,
      chargedOn: on,
    }));
}
