import { and, eq, notInArray } from "drizzle-orm";
import { loanNotClosable } from "@domain/api/admin-utility";
import { formatInr } from "@domain/money/format-inr";
import type { Database, Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { conflict } from "@server/http/errors";
import { outstandingOf } from "@server/modules/collections/receipts/open-dues";
import type { MoneyOperation } from "@server/modules/collections/pending-operations/operation-context";
import { actOnLoan } from "./loan-actions";
import { scopedLoanRow } from "./loan-detail";
import { assertLoanCan } from "./loan-transition";

type CloseInput = { loanId: string; version: number };

/** What the loan still owes: every component of its EMIs not completed or cancelled. */
async function closingBalancePaise(db: Executor, loanId: string): Promise<number> {
  const open = await db
    .select()
    .from(emis)
    .where(and(eq(emis.loanId, loanId), notInArray(emis.status, ["COMPLETED", "CANCELLED"])));
  return open.reduce((sum, emi) => {
    const owed = outstandingOf(emi);
    return sum + owed.PENAL + owed.INTEREST + owed.PRINCIPAL;
  }, 0);
}

/** 409 unless the loan machine allows the close at this version and nothing is still due. */
async function closableLoan(
  db: Executor,
  context: Parameters<MoneyOperation<CloseInput>["preview"]>[2],
  input: CloseInput,
) {
  const loan = await scopedLoanRow(db, context.principal, input.loanId);
  assertLoanCan(loan, "close", input.version);
  const balance = await closingBalancePaise(db, loan.id);
  if (balance > 0) throw conflict(loanNotClosable(loan.loanNumber, formatInr(balance, { currency: true })));
  return loan;
}

/**
 * A loan's close as a maker-checker operation (the admin utility's closeLoan): the proposer and the approver
 * see the closing balance, which must be nil; the approval runs the loan machine's close (`actOnLoan`, the
 * loan page's command) inside the approval's transaction, on the dues as they stand then.
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
  execute: async (tx, input, context) => {
    await closableLoan(tx, context, input);
    // The approval's transaction is a Drizzle transaction: actOnLoan's own nests in it as a savepoint. A close
    // reads no KFS validity, so no holidays are needed.
    await actOnLoan({ ...context, db: tx as Database, holidays: [] }, input.loanId, "close", {
      version: input.version,
    });
    return { receiptIds: [] };
  },
};
