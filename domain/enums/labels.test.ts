import { describe, expect, it } from "vitest";
import { humanize, labelsFor, optionsOf } from "./labels";

describe("humanize", () => {
  it.each([
    ["IN_PROCESS", "In process"],
    ["PendingSettlement", "Pending settlement"],
    ["CASH CREDIT", "Cash credit"],
    ["USER", "User"],
    ["all", "All"],
    ["DateWiseReport", "Date wise report"],
    ["", ""],
  ])("%s → %s", (value, label) => {
    expect(humanize(value)).toBe(label);
  });
});

describe("labelsFor", () => {
  it("labels every value, preferring overrides", () => {
    expect(labelsFor(["NEW_USER", "ESIGN_PENDING"] as const, { ESIGN_PENDING: "E-sign pending" })).toEqual({
      NEW_USER: "New user",
      ESIGN_PENDING: "E-sign pending",
    });
  });

  it("rejects an override for a value outside the list", () => {
    // @ts-expect-error OTHER is not one of the values
    labelsFor(["A"] as const, { OTHER: "x" });
  });
});

describe("optionsOf", () => {
  it("keeps the values' order and labels each", () => {
    const values = ["B_TWO", "A_ONE"] as const;
    expect(optionsOf(values, labelsFor(values, { A_ONE: "First" }))).toEqual([
      { value: "B_TWO", label: "B two" },
      { value: "A_ONE", label: "First" },
    ]);
  });
});
