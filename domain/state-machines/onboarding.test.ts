import { describe, expect, it } from "vitest";
import { ONBOARDING_STATUSES } from "@domain/enums/statuses";
import { allowedTransitions, canTransition, describeIllegalTransition, terminalStatuses } from "./machine";
import { ONBOARDING_MACHINE } from "./onboarding";

const edges = () =>
  ONBOARDING_STATUSES.flatMap((from) =>
    allowedTransitions(ONBOARDING_MACHINE, from).map(({ action, to }) => `${from} -${action}-> ${to}`),
  );

describe("onboarding lifecycle", () => {
  it("has exactly the designed transitions", () => {
    expect(edges().sort()).toEqual(
      [
        "NEW_USER -issueKfs-> ESIGN_PENDING",
        "ESIGN_PENDING -completeEsign-> ENACH_PENDING",
        "ESIGN_PENDING -reviseTerms-> NEW_USER",
        "ENACH_PENDING -registerMandate-> PROCESSING_FEE_PENDING",
        "PROCESSING_FEE_PENDING -markFeePaid-> ACTIVE",
        "ACTIVE -revokeMandate-> ENACH_PENDING",
        "PROCESSING_FEE_PENDING -revokeMandate-> ENACH_PENDING",
        "ACTIVE -markFeeUnpaid-> PROCESSING_FEE_PENDING",
        "ENACH_PENDING -changeSignedTerms-> ESIGN_PENDING",
        "PROCESSING_FEE_PENDING -changeSignedTerms-> ESIGN_PENDING",
        "ACTIVE -changeSignedTerms-> ESIGN_PENDING",
      ].sort(),
    );
  });

  it("has no terminal status: an active limit can be taken off again", () => {
    expect(terminalStatuses(ONBOARDING_MACHINE)).toEqual([]);
  });

  it("goes live only in order: e-sign, mandate, fee", () => {
    expect(canTransition(ONBOARDING_MACHINE, "NEW_USER", "ACTIVE")).toBe(false);
    expect(canTransition(ONBOARDING_MACHINE, "ESIGN_PENDING", "PROCESSING_FEE_PENDING")).toBe(false);
    expect(canTransition(ONBOARDING_MACHINE, "ENACH_PENDING", "ACTIVE")).toBe(false);
    expect(describeIllegalTransition(ONBOARDING_MACHINE, "ESIGN_PENDING", "markFeePaid")).toBe(
      "Onboarding is ESIGN_PENDING; it cannot have its fee marked paid",
    );
  });
});
