import { describe, expect, it } from "vitest";
import { LOAN_STATUSES, ONBOARDING_STATUSES, type LoanStatus } from "@domain/enums/statuses";
import { LOAN_MACHINE } from "@domain/state-machines/loan";
import { allowedTransitions, canTransition, transitionFor } from "@domain/state-machines/machine";
import { ONBOARDING_MACHINE, type OnboardingAction } from "@domain/state-machines/onboarding";
import { onboardingStatusOf, type OnboardingFacts } from "./onboarding-status";

const BOTH = [false, true] as const;
const allFacts = (): OnboardingFacts[] =>
  LOAN_STATUSES.flatMap((loanStatus) =>
    BOTH.flatMap((mandateRegistered) =>
      BOTH.map((processingFeePaid) => ({ loanStatus, mandateRegistered, processingFeePaid })),
    ),
  );
const describeFacts = ({ loanStatus, mandateRegistered, processingFeePaid }: OnboardingFacts) =>
  `${loanStatus}${mandateRegistered ? " +mandate" : ""}${processingFeePaid ? " +fee" : ""}`;

describe("the borrower's onboarding status, as it follows from the loan", () => {
  it.each([
    ["LOAN_DETAILS_SUBMITTED", "NEW_USER"],
    ["UNDER_REVIEW", "NEW_USER"],
    ["LOAN_REJECTED", "NEW_USER"],
    ["SANCTIONED", "ESIGN_PENDING"],
    ["KFS_ACCEPTED", "ESIGN_PENDING"],
    ["AGREEMENT_SIGNED", "ENACH_PENDING"],
    ["ACTIVE", "ENACH_PENDING"],
  ] as const)("a loan %s with no mandate and no fee gives %s", (loanStatus, expected) => {
    expect(onboardingStatusOf({ loanStatus, mandateRegistered: false, processingFeePaid: false })).toBe(
      expected,
    );
  });

  it("after signing, waits for the mandate, then the fee", () => {
    const signed = (mandateRegistered: boolean, processingFeePaid: boolean) =>
      onboardingStatusOf({ loanStatus: "AGREEMENT_SIGNED", mandateRegistered, processingFeePaid });
    expect(signed(false, false)).toBe("ENACH_PENDING");
    expect(signed(false, true)).toBe("ENACH_PENDING");
    expect(signed(true, false)).toBe("PROCESSING_FEE_PENDING");
    expect(signed(true, true)).toBe("ACTIVE");
  });

  it("ignores a mandate or fee that comes before the agreement is signed", () => {
    for (const loanStatus of ["UNDER_REVIEW", "SANCTIONED", "KFS_ACCEPTED"] as const) {
      const early = onboardingStatusOf({ loanStatus, mandateRegistered: true, processingFeePaid: true });
      const none = onboardingStatusOf({ loanStatus, mandateRegistered: false, processingFeePaid: false });
      expect(early).toBe(none);
    }
  });

  it("keeps an onboarded borrower onboarded through disbursal, closure and write-off", () => {
    for (const loanStatus of ["AGREEMENT_SIGNED", "ACTIVE", "CLOSED", "WRITTEN_OFF"] as const) {
      expect(onboardingStatusOf({ loanStatus, mandateRegistered: true, processingFeePaid: true })).toBe(
        "ACTIVE",
      );
    }
  });

  it("gives only statuses of the onboarding list", () => {
    for (const facts of allFacts()) expect(ONBOARDING_STATUSES).toContain(onboardingStatusOf(facts));
  });

  it("moves along the onboarding machine when the loan and the facts move in the usual order", () => {
    const steps: {
      loan?: LoanStatus;
      mandate?: boolean;
      fee?: boolean;
      action: OnboardingAction | "none";
    }[] = [
      { loan: "UNDER_REVIEW", action: "none" },
      { loan: "SANCTIONED", action: "issueKfs" },
      { loan: "KFS_ACCEPTED", action: "none" },
      { loan: "AGREEMENT_SIGNED", action: "completeEsign" },
      { mandate: true, action: "registerMandate" },
      { fee: true, action: "markFeePaid" },
      { loan: "ACTIVE", action: "none" },
      { mandate: false, action: "revokeMandate" },
    ];
    let facts: OnboardingFacts = {
      loanStatus: "LOAN_DETAILS_SUBMITTED",
      mandateRegistered: false,
      processingFeePaid: false,
    };
    for (const step of steps) {
      const before = onboardingStatusOf(facts);
      facts = {
        loanStatus: step.loan ?? facts.loanStatus,
        mandateRegistered: step.mandate ?? facts.mandateRegistered,
        processingFeePaid: step.fee ?? facts.processingFeePaid,
      };
      const after = onboardingStatusOf(facts);
      if (step.action === "none") expect(after, describeFacts(facts)).toBe(before);
      else
        expect(transitionFor(ONBOARDING_MACHINE, before, step.action)?.to, describeFacts(facts)).toBe(after);
    }
  });

  /*
   * Every single change (one loan transition, or one fact flipping) either keeps the onboarding status or is
   * a transition of the onboarding machine, except the changes listed here, which that machine has no
   * transition for. They happen: a mandate registered before e-sign, and a mandate re-registered after a
   * revocation while the fee stands paid (the machine asks for the fee again).
   */
  it("agrees with the onboarding machine on every single change except the known gaps", () => {
    const gaps: string[] = [];
    for (const facts of allFacts()) {
      const before = onboardingStatusOf(facts);
      const changes: [string, OnboardingFacts][] = [
        ...allowedTransitions(LOAN_MACHINE, facts.loanStatus).map(
          ({ action, to }) => [action, { ...facts, loanStatus: to }] as [string, OnboardingFacts],
        ),
        ["mandate", { ...facts, mandateRegistered: !facts.mandateRegistered }],
        ["fee", { ...facts, processingFeePaid: !facts.processingFeePaid }],
      ];
      for (const [change, next] of changes) {
        const after = onboardingStatusOf(next);
        if (after !== before && !canTransition(ONBOARDING_MACHINE, before, after))
          gaps.push(`${describeFacts(facts)} ${change}: ${before} → ${after}`);
      }
    }
    expect(gaps.sort()).toEqual(
      [
        "KFS_ACCEPTED +mandate signAgreement: ESIGN_PENDING → PROCESSING_FEE_PENDING",
        "KFS_ACCEPTED +mandate +fee signAgreement: ESIGN_PENDING → ACTIVE",
        ...(["AGREEMENT_SIGNED", "ACTIVE", "CLOSED", "WRITTEN_OFF"] as const).map(
          (loanStatus) => `${loanStatus} +fee mandate: ENACH_PENDING → ACTIVE`,
        ),
      ].sort(),
    );
  });
});
