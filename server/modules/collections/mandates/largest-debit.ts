import { kfsTermsSchema } from "@domain/api/loans";
import type { BusinessDate } from "@domain/dates/business-date";
import { parseRupees } from "@domain/money/parse-rupees";
import type { Executor } from "@server/db/database";
import { latestKfs, LIVE_KFS_STATES } from "@server/modules/loans/kfs/kfs-versions";
import { currentCalculation } from "@server/modules/loans/loans/loan-form";
import type { LoanRow } from "@server/modules/loans/loans/loan-transition";

/**
 * The largest debit a loan's mandate will present: the largest instalment (the last absorbs the rounding, a
 * broken first period may be longer) of the schedule it will be debited by: its EMIs once disbursed, else the
 * KFS in force (what the borrower accepts), else its current terms counted from `today`.
 */
export async function largestDebitPaise(db: Executor, loan: LoanRow, today: BusinessDate): Promise<number> {
  const kfs = loan.disbursedOn ? null : await latestKfs(db, loan.id);
  const amounts =
    kfs && LIVE_KFS_STATES.includes(kfs.state as "ISSUED")
      ? kfsTermsSchema.parse(kfs.terms).calculation.schedule.map((row) => parseRupees(row.emi))
      : currentCalculation(loan, today).schedule.map((row) => row.amountPaise);
  return Math.max(...amounts);
}
