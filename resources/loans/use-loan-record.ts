import type { LoanDetail, LoanItem } from "@domain/api/loans";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";

/** How the portal names a loan: its number, in the heading, breadcrumb and document title. */
export const loanTitle = (loan: Pick<LoanItem, "loanNumber">) => `Loan ${loan.loanNumber}`;

/** The loan of an `:id` route; while it is shown, the id in the path reads as "Loan LN-000042". */
export function useLoanRecord(id: string) {
  const one = useOne<LoanDetail, HttpError>({
    resource: "loans",
    id,
    queryOptions: { enabled: id !== "" },
  });
  usePathLabel(id, one.result ? loanTitle(one.result) : undefined);
  return one;
}
