import { and, eq, sql } from "drizzle-orm";
import { BORROWER_NOT_FOUND, type BorrowerSummary } from "@domain/api/loan-eligibility";
import type { LoanStatus, OnboardingStatus } from "@domain/enums/statuses";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { loans, users } from "@server/db/schema/index";
import { notFound } from "@server/http/errors";
import { loanScopeCondition } from "../loans/loan-scope";

const SANCTIONED_ONWARDS: readonly LoanStatus[] = [
  "SANCTIONED",
  "KFS_ACCEPTED",
  "AGREEMENT_SIGNED",
  "ACTIVE",
  "CLOSED",
  "WRITTEN_OFF",
];
const DISBURSED: readonly LoanStatus[] = ["ACTIVE", "CLOSED", "WRITTEN_OFF"];

/**
 * A borrower's loans the caller may see, by status, with the totals sanctioned and disbursed and the
 * borrower's onboarding status. A borrower the caller has no business with (no loan of theirs in its
 * tenancy, not its own merchant or itself) is not found.
 */
export async function borrowerSummary(
  db: Executor,
  scope: TenancyScope,
  borrowerUserId: string,
): Promise<BorrowerSummary> {
  const [borrower] = await db
    .select({
      id: users.id,
      name: users.name,
      anchorId: users.anchorId,
      onboardingStatus: users.onboardingStatus,
    })
    .from(users)
    .where(and(eq(users.id, borrowerUserId), eq(users.kind, "MERCHANT"), eq(users.userType, "USER")));
  if (!borrower) throw notFound(BORROWER_NOT_FOUND);
  const rows = await db
    .select({
      status: loans.status,
      count: sql<number>`count(*)::int`,
      paise: sql<string>`coalesce(sum(${loans.loanAmountPaise}), 0)`,
    })
    .from(loans)
    .where(and(loanScopeCondition(scope), eq(loans.borrowerUserId, borrowerUserId)))
    .groupBy(loans.status)
    .orderBy(loans.status);
  const known =
    scope.level === "platform" ||
    (scope.level === "merchant" && scope.userId === borrowerUserId) ||
    (scope.level === "anchor" && borrower.anchorId === scope.anchorId) ||
    rows.length > 0;
  if (!known) throw notFound(BORROWER_NOT_FOUND);
  const byStatus = rows.map((row) => ({
    status: row.status as LoanStatus,
    count: Number(row.count),
    amountPaise: Number(row.paise),
  }));
  const total = (statuses: readonly LoanStatus[]) =>
    byStatus.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.amountPaise, 0);
  return {
    borrowerUserId,
    borrowerName: borrower.name,
    onboardingStatus: borrower.onboardingStatus as OnboardingStatus | null,
    loans: byStatus.reduce((sum, row) => sum + row.count, 0),
    byStatus,
    totalSanctionedPaise: total(SANCTIONED_ONWARDS),
    totalDisbursedPaise: total(DISBURSED),
  };
}
