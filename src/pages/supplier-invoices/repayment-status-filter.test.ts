import { describe, expect, it } from "vitest";
import { REPAYMENT_FILTER_STATUSES, repaymentFilterOf } from "./repayment-status-filter";

describe("repayment status filter", () => {
  it("offers all, Initiated, Paid and Failed, in the spec's order", () => {
    expect(Object.keys(REPAYMENT_FILTER_STATUSES)).toEqual(["all", "Initiated", "Paid", "Failed"]);
  });

  it("sends only real invoice statuses: Failed means Rejected or Cancelled", () => {
    expect(REPAYMENT_FILTER_STATUSES.Failed).toEqual(["Rejected", "Cancelled"]);
    expect(REPAYMENT_FILTER_STATUSES.all).toBeUndefined();
  });

  it("reads the choice back from the statuses in the URL, in any order", () => {
    expect(repaymentFilterOf(["Cancelled", "Rejected"])).toBe("Failed");
    expect(repaymentFilterOf(["Paid"])).toBe("Paid");
    expect(repaymentFilterOf(undefined)).toBe("all");
    expect(repaymentFilterOf(["Paid", "Verified"])).toBe("all");
  });
});
