import { and, eq, inArray } from "drizzle-orm";
import {
  PAYOFF_AT_THE_BANK,
  PAYOFF_NOT_ACTIVE,
  type PayoffQuote,
  payoffOutOfRange,
} from "@domain/api/payoff";
import type { BusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { badRequest, conflict, VALIDATION_FAILED } from "@server/http/errors";
import { outstandingOf, PAYABLE_STATUSES } from "@server/modules/collections/receipts/open-dues";
import { penalPayableOn } from "@server/modules/collections/receipts/penal-adjustments";
import { payoffOfFuture } from "@server/modules/collections/receipts/payoff-quote";
import { scopedLoanRow } from "./loan-detail";

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * The loan page's payoff quote on `on` (the caller's loan, by tenancy): every due payable that day in full (with
 * the penal charged by then), the principal still to come and the current period's interest to that day, the
 * same figures a receipt of the total that day pays (`planReceipt`). 409 unless the loan is ACTIVE or while a due
 * is at the bank.
 */
export async function loanPayoffQuote(
  db: Executor,
  principal: Principal,
  loanId: string,
  on: BusinessDate,
): Promise<PayoffQuote> {
  const loan = await scopedLoanRow(db, principal, loanId);
  if (loan.status !== "ACTIVE" || !loan.disbursedOn) throw conflict(PAYOFF_NOT_ACTIVE);
  const dues = await db
    .select()
    .from(emis)
    .where(and(eq(emis.loanId, loan.id), inArray(emis.status, [...PAYABLE_STATUSES])));
  const last = dues.reduce((latest, emi) => (emi.dueDate > latest ? emi.dueDate : latest), loan.disbursedOn);
  if (on < loan.disbursedOn || on > last)
    throw badRequest(VALIDATION_FAILED, [
      { field: "on", message: payoffOutOfRange(formatDate(loan.disbursedOn), formatDate(last)) },
    ]);
  const payable = (
    await penalPayableOn(
      db,
      dues.filter((emi) => emi.dueDate <= on),
      on,
    )
  ).map(outstandingOf);
  const future = await payoffOfFuture(db, { kind: "loan", loanId: loan.id }, dues, on);
  if (!future && dues.some((emi) => emi.dueDate > on)) throw conflict(PAYOFF_AT_THE_BANK);
  const overdue = {
    overduePenalPaise: sumOf(payable.map((owed) => owed.PENAL)),
    overdueInterestPaise: sumOf(payable.map((owed) => owed.INTEREST)),
    overduePrincipalPaise: sumOf(payable.map((owed) => owed.PRINCIPAL)),
  };
  return {
    on,
    ...overdue,
    principalPaise: future?.principalPaise ?? 0,
    interestToDatePaise: future?.interestToDatePaise ?? 0,
    totalPaise: sumOf(Object.values(overdue)) + (future?.totalPaise ?? 0),
    interestNotDuePaise: sumOf(future?.interestNotDue.map((line) => line.amountPaise) ?? []),
    coolingOffUntil: future?.coolingOffUntil ?? null,
  };
}
