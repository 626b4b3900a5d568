import { describe, expect, it } from "vitest";
import { LOAN_STATUSES, type LoanStatus } from "@domain/enums/statuses";
import { LOAN_MACHINE } from "./loan";
import {
  allowedActions,
  allowedTransitions,
  canTransition,
  describeIllegalTransition,
  terminalStatuses,
  transitionFor,
} from "./machine";

const edges = () =>
  LOAN_STATUSES.flatMap((from) =>
    allowedTransitions(LOAN_MACHINE, from).map(({ action, to }) => `${from} -${action}-> ${to}`),
  );

describe("loan lifecycle", () => {
  it("has exactly the designed transitions", () => {
    expect(edges().sort()).toEqual(
      [
        "LOAN_DETAILS_SUBMITTED -startReview-> UNDER_REVIEW",
        "LOAN_DETAILS_SUBMITTED -reject-> LOAN_REJECTED",
        "UNDER_REVIEW -sanction-> SANCTIONED",
        "UNDER_REVIEW -reject-> LOAN_REJECTED",
        "UNDER_REVIEW -returnForCorrection-> LOAN_DETAILS_SUBMITTED",
        "SANCTIONED -acceptKfs-> KFS_ACCEPTED",
        "SANCTIONED -undoSanction-> UNDER_REVIEW",
        "KFS_ACCEPTED -signAgreement-> AGREEMENT_SIGNED",
        "KFS_ACCEPTED -reissueKfs-> SANCTIONED",
        "AGREEMENT_SIGNED -disburse-> ACTIVE",
        "AGREEMENT_SIGNED -reissueKfs-> SANCTIONED",
        "ACTIVE -close-> CLOSED",
        "ACTIVE -writeOff-> WRITTEN_OFF",
        "ACTIVE -undoDisbursal-> AGREEMENT_SIGNED",
        "CLOSED -reopen-> ACTIVE",
        "WRITTEN_OFF -undoWriteOff-> ACTIVE",
      ].sort(),
    );
  });

  it("treats a rejection as final, and only a rejection", () => {
    expect(terminalStatuses(LOAN_MACHINE)).toEqual(["LOAN_REJECTED"]);
    expect(canTransition(LOAN_MACHINE, "LOAN_REJECTED", "UNDER_REVIEW")).toBe(false);
    expect(describeIllegalTransition(LOAN_MACHINE, "LOAN_REJECTED", "startReview")).toBe(
      "Loan is LOAN_REJECTED; it cannot be taken up for review",
    );
  });

  it("goes from application to disbursal only in order: sanction, KFS accepted, agreement signed", () => {
    const path = ["startReview", "sanction", "acceptKfs", "signAgreement", "disburse", "close"] as const;
    let status: LoanStatus = "LOAN_DETAILS_SUBMITTED";
    for (const action of path) {
      const next: LoanStatus | undefined = transitionFor(LOAN_MACHINE, status, action)?.to;
      expect(next, `${action} from ${status}`).toBeDefined();
      status = next!;
    }
    expect(status).toBe("CLOSED");
    expect(canTransition(LOAN_MACHINE, "UNDER_REVIEW", "ACTIVE")).toBe(false);
    expect(canTransition(LOAN_MACHINE, "SANCTIONED", "AGREEMENT_SIGNED")).toBe(false);
    expect(canTransition(LOAN_MACHINE, "KFS_ACCEPTED", "ACTIVE")).toBe(false);
    expect(describeIllegalTransition(LOAN_MACHINE, "SANCTIONED", "disburse")).toBe(
      "Loan is SANCTIONED; it cannot be disbursed",
    );
  });

  it("rejects only before sanction, as Fineract does", () => {
    const rejectable = LOAN_STATUSES.filter((status) =>
      allowedActions(LOAN_MACHINE, status).includes("reject"),
    );
    expect(rejectable).toEqual(["LOAN_DETAILS_SUBMITTED", "UNDER_REVIEW"]);
    expect(describeIllegalTransition(LOAN_MACHINE, "ACTIVE", "reject")).toBe(
      "Loan is ACTIVE; it cannot be rejected",
    );
  });

  it("reissues a KFS after acceptance or the signed agreement, never after disbursal", () => {
    expect(transitionFor(LOAN_MACHINE, "KFS_ACCEPTED", "reissueKfs")?.to).toBe("SANCTIONED");
    expect(transitionFor(LOAN_MACHINE, "AGREEMENT_SIGNED", "reissueKfs")?.to).toBe("SANCTIONED");
    expect(transitionFor(LOAN_MACHINE, "ACTIVE", "reissueKfs")).toBeUndefined();
  });

  it("says in the sanction's note that the KFS's preparer may not sanction it", () => {
    expect(transitionFor(LOAN_MACHINE, "UNDER_REVIEW", "sanction")?.note).toContain(
      "other than the KFS's preparer",
    );
  });

  it("reopens closed and written-off loans, as Fineract's closed states are not terminal", () => {
    expect(canTransition(LOAN_MACHINE, "CLOSED", "ACTIVE")).toBe(true);
    expect(canTransition(LOAN_MACHINE, "WRITTEN_OFF", "ACTIVE")).toBe(true);
    expect(canTransition(LOAN_MACHINE, "CLOSED", "WRITTEN_OFF")).toBe(false);
  });
});
