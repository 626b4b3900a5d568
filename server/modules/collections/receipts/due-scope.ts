import { and, eq, type SQL } from "drizzle-orm";
import { emis } from "@server/db/schema/collections";

/**
 * Which dues a receipt pays, kept with the receipt so a replay selects them again: one tranche (a loan or an
 * invoice), a borrower's (a merchant's account) or an anchor's network (a bulk collection); always within
 * one lender, the receipt's; or one EMI (its own NACH debit).
 */
export type DueScope =
  | { kind: "loan"; loanId: string }
  | { kind: "invoice"; invoiceId: string }
  | { kind: "borrower"; borrowerUserId: string }
  | { kind: "anchor"; anchorId: string }
  | { kind: "emi"; emiId: string };

export function dueScopeCondition(scope: DueScope, lenderId?: string): SQL {
  const own =
    scope.kind === "loan"
      ? eq(emis.loanId, scope.loanId)
      : scope.kind === "invoice"
        ? eq(emis.invoiceId, scope.invoiceId)
        : scope.kind === "borrower"
          ? eq(emis.borrowerUserId, scope.borrowerUserId)
          : scope.kind === "anchor"
            ? eq(emis.anchorId, scope.anchorId)
            : eq(emis.id, scope.emiId);
  return lenderId ? (and(own, eq(emis.lenderId, lenderId)) as SQL) : own;
}
