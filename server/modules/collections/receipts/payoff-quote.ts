import { and, eq, inArray, lt, max, notInArray, type SQL } from "drizzle-orm";
import type { BusinessDate } from "@domain/dates/business-date";
import type { InterestCalculationBasis } from "@domain/enums/finance";
import { coolingOffEndsOn } from "@domain/lending/cooling-off";
import { type FuturePayoff, futurePayoff } from "@domain/lending/payoff";
import { interestForDays } from "@domain/lending/periodic-rate";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { invoices } from "@server/db/schema/invoices";
import { loans } from "@server/db/schema/loans";
import type { EmiRow } from "../emis/emi-transition";
import type { DueScope } from "./due-scope";
import { outstandingOf } from "./open-dues";

/** The statuses of a due at the bank (in a presentation file or presented): a payoff waits for its result. */
const AT_THE_BANK = ["SCHEDULED", "INITIATED"] as const;
const SETTLED = ["COMPLETED", "CANCELLED"] as const;

/** The tranche a scope names, when it names one: only a loan or an invoice can be paid off. */
const trancheCondition = (scope: DueScope): SQL | null =>
  scope.kind === "loan"
    ? eq(emis.loanId, scope.loanId)
    : scope.kind === "invoice"
      ? eq(emis.invoiceId, scope.invoiceId)
      : null;

/**
 * The tranche's rate and the day its interest started: the loan's, else the invoice's (a yearly rate), with
 * the anchor's SUBVENTION due of an invoice (locked: a payoff may cut it).
 */
async function trancheTerms(tx: Executor, due: EmiRow) {
  if (due.loanId) {
    const [loan] = await tx
      .select({
        rate: loans.interestRatePercent,
        basis: loans.rateCalDuration,
        from: loans.disbursedOn,
        apr: loans.aprPercent,
      })
      .from(loans)
      .where(eq(loans.id, due.loanId));
    return loan && { ...loan, basis: loan.basis as InterestCalculationBasis, subvention: null };
  }
  const [invoice] = await tx
    .select({ rate: invoices.interestRatePercent, from: invoices.actualPaymentDate })
    .from(invoices)
    .where(eq(invoices.id, due.invoiceId!));
  const [subvention] = await tx
    .select()
    .from(emis)
    .where(and(eq(emis.subventionInvoiceId, due.invoiceId!), notInArray(emis.status, [...SETTLED])))
    .for("update");
  return (
    invoice && {
      ...invoice,
      basis: "YEARLY" as InterestCalculationBasis,
      apr: null,
      subvention: subvention ?? null,
    }
  );
}

/**
 * A tranche's payoff, the last day of the loan's cooling-off when the payoff falls within it, and what of the
 * anchor's subvention of an invoice paid off before its liability days ended is no longer owed.
 */
export type TranchePayoff = FuturePayoff & {
  coolingOffUntil: BusinessDate | null;
  anchorRelief: { due: EmiRow; amountPaise: number } | null;
};

/**
 * The anchor bears an invoice's interest for the days it ran, up to its share: paid off on day d, the anchor
 * owes the interest of d days if that is less, the rest of its due (what it has not paid) is not owed.
 */
function anchorReliefOf(subvention: EmiRow | null, interestOfDaysRun: number) {
  if (!subvention) return null;
  const unpaid = subvention.interestDuePaise - subvention.interestPaidPaise;
  const amountPaise = Math.min(Math.max(0, subvention.interestDuePaise - interestOfDaysRun), unpaid);
  return amountPaise > 0 ? { due: subvention, amountPaise } : null;
}

/**
 * What pays off the dues of `scope` not yet payable on `on` (`dues`: its open dues, locked): their principal
 * and the current period's interest to that day, the period running from the due date before it (else the
 * disbursal). Within a loan's cooling-off (`coolingOffEndsOn`) that interest is the loan's APR for the days
 * held instead: the exit the KFS discloses, principal and proportionate APR, no penalty. An invoice under
 * subvention owes only what its interest to that day exceeds the anchor's share by, and the anchor's share is
 * cut to that interest when it is less (`anchorRelief`). Null when the scope
 * is no single tranche, nothing is still to come, or a due is at the bank.
 */
export async function payoffOfFuture(
  tx: Executor,
  scope: DueScope,
  dues: readonly EmiRow[],
  on: BusinessDate,
): Promise<TranchePayoff | null> {
  const tranche = trancheCondition(scope);
  const future = dues.filter((emi) => emi.dueDate > on);
  if (!tranche || future.length === 0) return null;
  const [atBank] = await tx
    .select({ id: emis.id })
    .from(emis)
    .where(and(tranche, inArray(emis.status, [...AT_THE_BANK])))
    .limit(1);
  const terms = await trancheTerms(tx, future[0]!);
  if (atBank || !terms?.from) return null;
  const first = future.reduce((a, b) => (b.dueDate < a.dueDate ? b : a));
  const [before] = await tx
    .select({ last: max(emis.dueDate) })
    .from(emis)
    .where(and(tranche, lt(emis.dueDate, first.dueDate), notInArray(emis.status, ["CANCELLED"])));
  const lastDue = future.reduce((a, b) => (b.dueDate > a.dueDate ? b : a)).dueDate;
  const coolingOffUntil = terms.apr === null ? null : coolingOffEndsOn(terms.from, lastDue);
  const exiting = coolingOffUntil !== null && on <= coolingOffUntil;
  const anchorShare = terms.subvention?.interestDuePaise ?? 0;
  let interestOfDaysRun = 0;
  const payoff = futurePayoff({
    on,
    dues: future.map((emi) => ({
      id: emi.id,
      dueDate: emi.dueDate,
      installmentNumber: emi.installmentNumber,
      outstandingPaise: outstandingOf(emi),
    })),
    periodStart: (before?.last as string | null) ?? terms.from,
    interestForDays: (balance, days) => {
      if (exiting) return interestForDays(terms.apr!, "YEARLY", balance, days);
      interestOfDaysRun = interestForDays(terms.rate, terms.basis, balance, days);
      return Math.max(0, interestOfDaysRun - anchorShare);
    },
  });
  return {
    ...payoff,
    coolingOffUntil: exiting ? coolingOffUntil : null,
    anchorRelief: exiting ? null : anchorReliefOf(terms.subvention, interestOfDaysRun),
  };
}
