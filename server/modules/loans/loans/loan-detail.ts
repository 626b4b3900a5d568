import { inArray } from "drizzle-orm";
import { kfsCalculationOf } from "@domain/api/kfs-calculator";
import { LOAN_NOT_FOUND, kfsTermsSchema, type LoanDetail } from "@domain/api/loans";
import type { BusinessDate } from "@domain/dates/business-date";
import type { PaymentTiming } from "@domain/enums/finance";
import type { OnboardingStatus } from "@domain/enums/statuses";
import { auditTrail } from "@server/audit/audit-trail";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { users } from "@server/db/schema/users";
import { notFound } from "@server/http/errors";
import { expireLapsedKfs, kfsVersionRows, LIVE_KFS_STATES, toKfsSummary } from "../kfs/kfs-versions";
import { currentCalculation, type StoredCharge } from "./loan-form";
import { isLoanStaff, loanRightsFor } from "./loan-permissions";
import { findScopedLoan, toLoanItem } from "./loan-reads";
import { LOAN_ENTITY } from "./loan-transition";
import { sameBorrowerLoans } from "./same-borrower-loans";

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);
const field = (record: unknown, key: string): unknown =>
  typeof record === "object" && record !== null ? (record as Record<string, unknown>)[key] : undefined;

/** The loan's status timeline: its audit trail, each line's status change and reason. */
async function loanTimeline(db: Executor, loanId: string) {
  const lines = await auditTrail(db, LOAN_ENTITY, loanId);
  return lines.map((line) => ({
    at: line.at.toISOString(),
    actorName: line.actorName,
    action: line.action,
    from: textOf(field(line.before, "status")),
    to: textOf(field(line.after, "status")),
    reason: textOf(field(line.after, "reason")),
  }));
}

async function namesOf(db: Executor, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map<string, { name: string; onboardingStatus: string | null }>();
  const rows = await db
    .select({ id: users.id, name: users.name, onboardingStatus: users.onboardingStatus })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * One loan the caller may see (404 otherwise): every field; the figures and schedule of the KFS in force,
 * or of its current terms when none is; its KFS versions (an issued one past its validity is marked
 * expired first); its timeline; and what the caller may do now.
 */
export async function loanDetail(
  db: Executor,
  principal: Principal,
  id: string,
  today: BusinessDate,
): Promise<LoanDetail> {
  const row = await findScopedLoan(db, scopeOf(principal), id);
  if (!row) throw notFound(LOAN_NOT_FOUND);
  const { loan } = row;
  await expireLapsedKfs(db, id, today);
  const versions = await kfsVersionRows(db, id);
  const live = versions.find(({ kfs }) => LIVE_KFS_STATES.includes(kfs.state as "ISSUED"));
  const people = await namesOf(db, [loan.preparedBy, loan.borrowerUserId]);
  const calculation = live
    ? kfsTermsSchema.parse(live.kfs.terms).calculation
    : kfsCalculationOf(currentCalculation(loan, today));
  const borrower = loan.borrowerUserId ? people.get(loan.borrowerUserId) : undefined;
  return {
    ...toLoanItem(row),
    borrowerFatherName: loan.borrowerFatherName,
    borrowerMobile: loan.borrowerMobile,
    borrowerPan: loan.borrowerPan,
    borrowerIdentityId: loan.borrowerIdentityId,
    sameBorrowerLoans: await sameBorrowerLoans(db, loan),
    canChangeBorrower: loan.borrowerIdentityId !== null && isLoanStaff(principal),
    borrowerAddress: loan.borrowerAddress,
    processingFeePercent: loan.processingFeePercent,
    feeGstPercent: loan.feeGstPercent,
    penalInterestPercent: loan.penalInterestPercent,
    otherCharges: loan.otherCharges as StoredCharge[],
    repaymentDurationDays: loan.repaymentDurationDays,
    emiDebitStarts: loan.emiDebitStarts,
    paymentTiming: loan.paymentTiming as PaymentTiming,
    dailyDeduction: loan.dailyDeduction,
    invoiceType: loan.invoiceType,
    rateCalDuration: loan.rateCalDuration,
    disableAutoDebit: loan.disableAutoDebit,
    userType: loan.userType,
    businessCategory: loan.businessCategory,
    businessType: loan.businessType,
    geography: loan.geography,
    primarySecurity: loan.primarySecurity,
    guaranteePersonal: loan.guaranteePersonal,
    securityCheques: loan.securityCheques,
    businessCovenants: loan.businessCovenants,
    preparedBy: loan.preparedBy,
    preparedByName: loan.preparedBy ? (people.get(loan.preparedBy)?.name ?? null) : null,
    reviewedBy: loan.reviewedBy,
    rejectReason: loan.rejectReason,
    rejectNote: loan.rejectNote,
    disbursedOn: loan.disbursedOn,
    closedOn: loan.closedOn,
    onboardingStatus: (borrower?.onboardingStatus as OnboardingStatus | null | undefined) ?? null,
    calculation,
    kfs: live ? toKfsSummary(live) : versions[0] ? toKfsSummary(versions[0]) : null,
    kfsVersions: versions.map(toKfsSummary),
    timeline: await loanTimeline(db, id),
    ...loanRightsFor(principal, { loan, kfs: versions[0]?.kfs ?? null, today }),
  };
}

/** The loan's current row within the caller's scope (404 otherwise), for a command to act on. */
export async function scopedLoanRow(db: Executor, principal: Principal, id: string) {
  const row = await findScopedLoan(db, scopeOf(principal), id);
  if (!row) throw notFound(LOAN_NOT_FOUND);
  return row.loan;
}
