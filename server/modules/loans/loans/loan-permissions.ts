import {
  CLOSE_NEEDS_APPROVAL,
  LOAN_MANUAL_ACTIONS,
  type LoanManualAction,
  WRITE_OFF_NEEDS_APPROVAL,
} from "@domain/api/loans";
import type { BusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import type { LoanStatus } from "@domain/enums/statuses";
import { LOAN_MACHINE } from "@domain/state-machines/loan";
import { transitionFor } from "@domain/state-machines/machine";
import type { Principal } from "@server/auth/principal";
import type { KfsRow } from "../kfs/kfs-versions";
import { isAdministrator, isLenderUser, isPlatformStaff, LOAN_STAFF } from "../loan-access";
import { kfsScheduleRefusal } from "./disbursal-schedule";
import { firstDueRefusalAtDisbursal } from "./first-due-date";
import type { LoanRow } from "./loan-transition";

/** What the rights on a loan depend on: the loan, its latest KFS version and India's business date. */
export type LoanFacts = { loan: LoanRow; kfs: KfsRow | null; today: BusinessDate };

/** Why the caller may not take an action the machine allows: 403 for who they are, 409 for the KFS. */
export type Refusal = { status: 403 | 409; reason: string };

/** Statuses in which the terms may still change (a change from a sanction on voids the KFS). */
export const EDITABLE_STATUSES: readonly LoanStatus[] = [
  "LOAN_DETAILS_SUBMITTED",
  "UNDER_REVIEW",
  "SANCTIONED",
  "KFS_ACCEPTED",
  "AGREEMENT_SIGNED",
];
/** Statuses a change voiding the KFS takes back to SANCTIONED (`reissueKfs`): accepted, or signed too. */
export const REISSUE_STATUSES: readonly LoanStatus[] = ["KFS_ACCEPTED", "AGREEMENT_SIGNED"];
/** Statuses in which a KFS version may be issued: prepared for review, after a lapse, after a change. */
export const KFS_ISSUE_STATUSES: readonly LoanStatus[] = ["UNDER_REVIEW", "SANCTIONED", "KFS_ACCEPTED"];
/** Before sanction: the lender may still change. */
export const BEFORE_SANCTION: readonly LoanStatus[] = ["LOAN_DETAILS_SUBMITTED", "UNDER_REVIEW"];

export const isLoanStaff = (principal: Principal) =>
  principal.kind === "ADMIN" && (LOAN_STAFF.userTypes as readonly string[]).includes(principal.userType);

const forbidden = (reason: string): Refusal => ({ status: 403, reason });

const platformOnly = (what: string) => (principal: Principal) =>
  isPlatformStaff(principal) ? null : forbidden(`Only platform staff can ${what}`);

const lenderOrAdministrator =
  (what: string) =>
  (principal: Principal, { loan }: LoanFacts) =>
    isAdministrator(principal) || isLenderUser(principal, loan.lenderId)
      ? null
      : forbidden(`Only the lender's NBFC users or an administrator can ${what}`);

/** Who may propose a loan's write-off (`LOAN_WRITE_OFF`): the lender's NBFC users or an administrator. */
export const writeOffProposerRefusal = lenderOrAdministrator("write off a loan");

/**
 * Maker-checker on the sanction: the lender's NBFC user or an administrator, never whoever prepared the
 * KFS or entered the terms, and only on a KFS issued and still valid today.
 */
function sanctionRefusal(principal: Principal, facts: LoanFacts): Refusal | null {
  const who = lenderOrAdministrator("sanction a loan")(principal, facts);
  if (who) return who;
  const { kfs, loan, today } = facts;
  if (!kfs || (kfs.state !== "ISSUED" && kfs.state !== "EXPIRED"))
    return { status: 409, reason: "Issue the KFS before sanctioning the loan" };
  if (kfs.state === "EXPIRED" || kfs.validUntil < today)
    return {
      status: 409,
      reason: `KFS ${kfs.proposalNumber} expired: it was valid until ${formatDate(kfs.validUntil)}. Issue a new version before sanctioning`,
    };
  if (kfs.preparedBy === principal.id)
    return forbidden("You prepared this KFS; another user must sanction it");
  if (loan.preparedBy === principal.id)
    return forbidden("You entered this loan's terms; another user must sanction its KFS");
  return null;
}

/** Who may take each manual action, beyond being loan staff within the loan's tenancy. */
const REFUSAL: Record<LoanManualAction, (principal: Principal, facts: LoanFacts) => Refusal | null> = {
  startReview: () => null,
  returnForCorrection: () => null,
  reject: () => null,
  undoSanction: () => null,
  sanction: sanctionRefusal,
  disburse: (principal, facts) => {
    const reason =
      firstDueRefusalAtDisbursal(facts.loan.emiDebitStarts, facts.today) ??
      kfsScheduleRefusal(facts.loan, facts.kfs, facts.today);
    return platformOnly("disburse a loan")(principal) ?? (reason ? { status: 409, reason } : null);
  },
  undoDisbursal: platformOnly("undo a disbursal"),
  // Never one person's, so no one closes a loan that still owes: a paid-off loan closes by itself, any other
  // close is the admin utility's closeLoan (nil balance, a second staff user's approval).
  close: (principal) =>
    platformOnly("close a loan")(principal) ?? { status: 409, reason: CLOSE_NEEDS_APPROVAL },
  reopen: platformOnly("reopen a loan"),
  // Never one person's: the lender's NBFC users or an administrator propose it (LOAN_WRITE_OFF) for a second
  // staff user's approval; the loan page shows this refusal as "Propose write-off".
  writeOff: (principal, facts) =>
    writeOffProposerRefusal(principal, facts) ?? { status: 409, reason: WRITE_OFF_NEEDS_APPROVAL },
  undoWriteOff: lenderOrAdministrator("undo a write-off"),
};

/** Why the caller may not take `action` on the loan now (the machine aside), or null when they may. */
export function refusalOf(principal: Principal, facts: LoanFacts, action: LoanManualAction): Refusal | null {
  if (!isLoanStaff(principal)) return forbidden("Only platform staff and NBFC users act on loans");
  return REFUSAL[action](principal, facts);
}

/**
 * What the caller may do with the loan now: the manual actions the machine allows and the caller's rights
 * permit, those the machine allows but the caller may not take (with why), and whether they may edit the
 * terms or issue a KFS. The loan page and every action handler read this one set of rules.
 */
export function loanRightsFor(principal: Principal, facts: LoanFacts) {
  const status = facts.loan.status as LoanStatus;
  const staff = isLoanStaff(principal);
  const allowed: LoanManualAction[] = [];
  const refused: { action: LoanManualAction; reason: string }[] = [];
  if (staff)
    for (const action of LOAN_MANUAL_ACTIONS) {
      if (!transitionFor(LOAN_MACHINE, status, action)) continue;
      const refusal = refusalOf(principal, facts, action);
      if (refusal) refused.push({ action, reason: refusal.reason });
      else allowed.push(action);
    }
  return {
    allowedActions: allowed,
    refusedActions: refused,
    canEdit: staff && EDITABLE_STATUSES.includes(status),
    canIssueKfs: staff && KFS_ISSUE_STATUSES.includes(status),
  };
}
