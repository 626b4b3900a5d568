import { describe, expect, it } from "vitest";
import { LOAN_STATUSES } from "@domain/enums/statuses";
import { LOAN_MACHINE } from "./loan";
import { allowedTransitions, canTransition, describeIllegalTransition, terminalStatuses } from "./machine";

const edges = () =>
  LOAN_STATUSES.flatMap((from) =>
    allowedTransitions(LOAN_MACHINE, from).map(({ action, to }) => `${from} -${action}-> ${to}`),
  );

describe("loan application lifecycle", () => {
  it("has exactly the designed transitions", () => {
    expect(edges().sort()).toEqual(
      [
        "LOAN_DETAILS_SUBMITTED -startReview-> UNDER_REVIEW",
        "LOAN_DETAILS_SUBMITTED -reject-> LOAN_REJECTED",
        "UNDER_REVIEW -reject-> LOAN_REJECTED",
        "UNDER_REVIEW -returnForCorrection-> LOAN_DETAILS_SUBMITTED",
      ].sort(),
    );
  });

  it("treats a rejection as final", () => {
    expect(terminalStatuses(LOAN_MACHINE)).toEqual(["LOAN_REJECTED"]);
    expect(canTransition(LOAN_MACHINE, "LOAN_REJECTED", "UNDER_REVIEW")).toBe(false);
    expect(describeIllegalTransition(LOAN_MACHINE, "LOAN_REJECTED", "startReview")).toBe(
      "Loan is LOAN_REJECTED; it cannot be taken up for review",
    );
  });
});
