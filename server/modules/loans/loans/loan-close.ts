import { and, eq, notInArray } from "drizzle-orm";
import { loanNotClosable } from "@domain/api/admin-utility";
import { formatInr } from "@domain/money/format-inr";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { conflict } from "@server/http/errors";
import type { BusinessDate } from "@domain/dates/business-date";
import type { EmiStatus } from "@domain/enums/statuses";
import { outstandingOf, PAYABLE_STATUSES } from "@server/modules/collections/receipts/open-dues";
import { payoffOfFuture } from "@server/modules/collections/receipts/payoff-quote";
import {
  type MoneyOperation,
  todayOf,
} from "@server/modules/collections/pending-operations/operation-context";
import { scopedLoanRow } from "./loan-detail";
import { applyLoanTransition, assertLoanCan } from "./loan-transition";

type CloseInput = { loanId: string; version: number };

/**
 * What the loan still owes on `today`: every component of its EMIs not completed or cancelled, less the interest
 * of periods not yet run that a payoff that day would not charge (`payoffOfFuture`; all of it while a due is at
 * the bank, when no payoff is quoted).
 */
async function closingBalancePaise(db: Executor, loanId: string, today: BusinessDate): Promise<number> {
  const open = await db
    .select()
    .from(emis)
    .where(and(eq(emis.loanId, loanId), notInArray(emis.status, ["COMPLETED", "CANCELLED"])));
  const owed = open.reduce((sum, emi) => {
    const parts = outstandingOf(emi);
    return sum + parts.PENAL + parts.INTEREST + parts.PRINCIPAL;
  }, 0);
  const payable = open.filter((emi) => PAYABLE_STATUSES.includes(emi.status as EmiStatus));
  const payoff = await payoffOfFuture(db, { kind: "loan", loanId }, payable, today);
  return owed - (payoff?.interestNotDue.reduce((sum, line) => sum + line.amountPaise, 0) ?? 0);
}

/** 409 unless the loan machine allows the close at this version and nothing is still due. */
async function closableLoan(
  db: Executor,
  context: Parameters<MoneyOperation<CloseInput>["preview"]>[2],
  input: CloseInput,
) {
  const loan = await scopedLoanRow(db, context.principal, input.loanId);
  assertLoanCan(loan, "close", input.version);
  const balance = await closingBalancePaise(db, loan.id, todayOf(context));
  if (balance > 0) throw conflict(loanNotClosable(loan.loanNumber, formatInr(balance, { currency: true })));
  return loan;
}

/**
 * A loan's close as a maker-checker operation (the admin utility's closeLoan): the proposer and the approver
 * see the closing balance, which must be nil; the approval runs the loan machine's close (`applyLoanTransition`)
 * inside the approval's transaction, on the dues as they stand then. No one closes a loan alone.
 */
export const closeLoanOperation: MoneyOperation<CloseInput> = {
  preview: async (db, input, context) => {
    const loan = await closableLoan(db, context, input);
    return {
      summary: `Close ${loan.loanNumber}: nothing is due`,
      totalPaise: 0,
      borrowerName: loan.borrowerName,
      utr: null,
      lines: [{ label: "Closing balance", reference: loan.loanNumber, amountPaise: 0 }],
      unappliedPaise: 0,
    };
  },
  execute: async (tx, input, context, approval) => {
    const loan = await closableLoan(tx, context, input);
    // The approved close itself: the loan page's one-person close is refused (CLOSE_NEEDS_APPROVAL).
    await applyLoanTransition(tx, {
      loan,
      action: "close",
      version: input.version,
      actorId: approval.proposedBy,
      at: context.now,
      set: { closedOn: todayOf(context) },
      reason: null,
    });
    return { receiptIds: [] };
  },
};
