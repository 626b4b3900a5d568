import type { LoanStatus, OnboardingStatus } from "@domain/enums/statuses";

/** What the borrower's onboarding status is derived from: the loan's status and two facts outside it. */
export type OnboardingFacts = {
  readonly loanStatus: LoanStatus;
  /** NPCI has registered the e-NACH mandate (a UMRN is assigned) and it has not been revoked. */
  readonly mandateRegistered: boolean;
  /** The processing fee on the accepted KFS, with its GST, has been received. */
  readonly processingFeePaid: boolean;
};

const BEFORE_KFS: ReadonlySet<LoanStatus> = new Set([
  "LOAN_DETAILS_SUBMITTED",
  "UNDER_REVIEW",
  "LOAN_REJECTED",
]);
const KFS_OUT_FOR_SIGNING: ReadonlySet<LoanStatus> = new Set(["SANCTIONED", "KFS_ACCEPTED"]);

/**
 * The borrower's onboarding status (`state-machines/onboarding.ts`) as it follows from the loan: no KFS yet
 * is NEW_USER; a KFS issued but the agreement unsigned is ESIGN_PENDING; after signing, the mandate comes
 * before the fee, as in the onboarding machine. Before signing the mandate and fee do not count, so one
 * registered or paid early shows only once the agreement is signed.
 */
export function onboardingStatusOf({
  loanStatus,
  mandateRegistered,
  processingFeePaid,
}: OnboardingFacts): OnboardingStatus {
  if (BEFORE_KFS.has(loanStatus)) return "NEW_USER";
  if (KFS_OUT_FOR_SIGNING.has(loanStatus)) return "ESIGN_PENDING";
  if (!mandateRegistered) return "ENACH_PENDING";
  if (!processingFeePaid) return "PROCESSING_FEE_PENDING";
  return "ACTIVE";
}
