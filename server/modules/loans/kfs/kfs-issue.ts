import { randomUUID } from "node:crypto";
import { eq, max } from "drizzle-orm";
import { kfsCalculationOf } from "@domain/api/kfs-calculator";
import type { KfsTerms, LoanKind } from "@domain/api/loans";
import { daysBetween } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import type { PaymentTiming, RepaymentFrequency } from "@domain/enums/finance";
import type { LoanStatus } from "@domain/enums/statuses";
import { kfsLastValidDay } from "@domain/lending/kfs-validity";
import type { LoanCalculation } from "@domain/lending/loan-calculator";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { kfsVersions, lenders, type loans } from "@server/db/schema/index";
import { conflict } from "@server/http/errors";
import { assertFirstDueAfterKfsIssue } from "../loans/first-due-date";
import { type LoanContext, todayOf, updateLoanAt } from "../loans/loan-context";
import { scopedLoanRow } from "../loans/loan-detail";
import { calculationColumns, storedCalculation, type StoredCharge } from "../loans/loan-form";
import { KFS_ISSUE_STATUSES } from "../loans/loan-permissions";
import { applyLoanTransition, assertLoanFresh, LOAN_ENTITY, type LoanRow } from "../loans/loan-transition";
import { voidLiveKfs } from "./kfs-versions";

/** The proposal number of a loan's KFS version: `PN-000042-3` for LN-000042's third. */
export const proposalNumberOf = (loanNumber: string, version: number): string =>
  `PN-${loanNumber.replace(/^LN-/, "")}-${version}`;

type LoanInsert = typeof loans.$inferInsert;

/** What a KFS version freezes: the loan's terms, its lender's name and the calculator's answer. */
export function kfsTermsOf(loan: LoanInsert, lenderName: string, calculation: LoanCalculation): KfsTerms {
  return {
    loanNumber: loan.loanNumber,
    kind: loan.kind as LoanKind,
    lenderId: loan.lenderId,
    lenderName,
    anchorName: loan.anchorName ?? null,
    borrowerName: loan.borrowerName,
    borrowerUserId: loan.borrowerUserId ?? null,
    loanAmountPaise: loan.loanAmountPaise,
    tenureMonths: loan.tenureMonths,
    interestRatePercent: loan.interestRatePercent,
    rateCalDuration: loan.rateCalDuration ?? "YEARLY",
    processingFeePercent: loan.processingFeePercent,
    feeGstPercent: loan.feeGstPercent ?? "18",
    penalInterestPercent: loan.penalInterestPercent ?? null,
    repaymentFrequency: loan.repaymentFrequency as RepaymentFrequency,
    repaymentDurationDays: loan.repaymentDurationDays ?? null,
    emiDebitStarts: loan.emiDebitStarts ?? null,
    paymentTiming: (loan.paymentTiming ?? "END") as PaymentTiming,
    otherCharges: (loan.otherCharges ?? []) as StoredCharge[],
    calculation: kfsCalculationOf(calculation),
  };
}

async function termsOf(db: Executor, loan: LoanRow, calculation: LoanCalculation): Promise<KfsTerms> {
  const [lender] = await db.select({ name: lenders.name }).from(lenders).where(eq(lenders.id, loan.lenderId));
  return kfsTermsOf(loan, lender?.name ?? "", calculation);
}

/**
 * Issues a new KFS version of the loan at the version read: allowed under review (prepared for the NBFC to
 * sanction), sanctioned (after a lapse or a change of terms) and KFS accepted (`reissueKfs`, back to
 * SANCTIONED). The version in force becomes VOID; the new one carries a unique proposal number, the
 * loan's terms and the calculator's answer frozen, the caller as preparer, and its validity of 3 working
 * days (1 under a 7-day tenor) skipping the configured holidays.
 */
export async function issueKfs(
  context: LoanContext,
  body: { loanId: string; version: number },
): Promise<void> {
  const { db, now, principal } = context;
  const today = todayOf(context);
  await db.transaction(async (tx) => {
    const loan = await scopedLoanRow(tx, principal, body.loanId);
    assertLoanFresh(loan, body.version);
    const status = loan.status as LoanStatus;
    if (!KFS_ISSUE_STATUSES.includes(status))
      throw conflict(`Loan is ${status}; its KFS can be issued only under review or after sanction`);
    assertFirstDueAfterKfsIssue(loan.emiDebitStarts, today);
    const calculation = storedCalculation(loan, today);
    const [last] = await tx
      .select({ version: max(kfsVersions.version) })
      .from(kfsVersions)
      .where(eq(kfsVersions.loanId, loan.id));
    const version = (last?.version ?? 0) + 1;
    const proposalNumber = proposalNumberOf(loan.loanNumber, version);
    const lastDue = calculation.schedule.at(-1)?.dueDate ?? today;
    const validUntil = kfsLastValidDay({
      issuedOn: today,
      tenorDays: Math.max(1, daysBetween(today, lastDue)),
      holidays: context.holidays,
    });
    const voided = await voidLiveKfs(tx, loan.id, now, `Replaced by ${proposalNumber}`);
    await tx.insert(kfsVersions).values({
      id: randomUUID(),
      loanId: loan.id,
      version,
      proposalNumber,
      state: "ISSUED",
      terms: await termsOf(tx, loan, calculation),
      aprPercent: calculationColumns(calculation).aprPercent,
      preparedBy: principal.id,
      issuedAt: now,
      validUntil,
      createdAt: now,
    });
    const reason =
      `KFS ${proposalNumber} issued, valid until ${formatDate(validUntil)}` +
      (voided ? `; ${voided.proposalNumber} is void` : "");
    if (status === "KFS_ACCEPTED") {
      await applyLoanTransition(tx, {
        loan,
        action: "reissueKfs",
        version: body.version,
        actorId: principal.id,
        at: now,
        reason,
      });
      return;
    }
    await updateLoanAt(tx, loan.id, body.version, {}, now);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "issueKfs",
      entity: LOAN_ENTITY,
      entityId: loan.id,
      before: { kfs: voided?.proposalNumber ?? null },
      after: { kfs: proposalNumber, validUntil, reason },
      at: now,
    });
  });
}
