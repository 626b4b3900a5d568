/** The delinquency view and a borrower's statement of account (issue 13). */
export const DELINQUENCY_ROUTES = {
  list: "/delinquency",
  statement: "/delinquency/statement",
} as const;

/** A borrower's statement with a lender as of a date: what a row of the view opens. */
export function statementPath(lenderId: string, borrowerKey: string, asOf: string): string {
  const query = new URLSearchParams({ lenderId, borrowerKey, asOf });
  return `${DELINQUENCY_ROUTES.statement}?${query.toString()}`;
}
