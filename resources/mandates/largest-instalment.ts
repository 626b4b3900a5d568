import type { LoanDetail } from "@domain/api/loans";
import { parseRupees } from "@domain/money/parse-rupees";

/** The largest instalment of the loan's schedule, in paise: the least a mandate's maximum may be. */
export const largestInstalmentPaise = (loan: Pick<LoanDetail, "calculation">): number =>
  Math.max(...loan.calculation.schedule.map((row) => parseRupees(row.emi)));
