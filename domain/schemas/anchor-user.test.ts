import { describe, expect, it } from "vitest";
import { anchorUserSchema } from "./anchor-user";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  anchorId: "5a1d0c9e-2b7f-4c3a-9d8e-1f2a3b4c5d6e",
  externalId: "FARM-0042",
  mobile: "9876543210",
  avgMonthCollection: "310.5",
  vintage: 18,
  onboardingFlow: "Agro",
  bankIds: ["bank-1", "bank-2"],
};

describe("anchorUserSchema", () => {
  it("accepts an anchor-user; litres may have decimals", () => {
    const values = parseValid(anchorUserSchema, valid);
    expect(values.avgMonthCollection).toBe(310.5);
    expect(parseValid(anchorUserSchema, { ...valid, bankIds: undefined }).bankIds).toEqual([]);
  });

  it("shows its messages", () => {
    expect(messageAt(anchorUserSchema, { ...valid, anchorId: "" }, "anchorId")).toBe("Anchor is required");
    expect(messageAt(anchorUserSchema, { ...valid, mobile: "12345" }, "mobile")).toBe(
      "Phone number should be 10 digits",
    );
    expect(messageAt(anchorUserSchema, { ...valid, avgMonthCollection: "-1" }, "avgMonthCollection")).toBe(
      "Average Monthly Collection cannot be less than 0",
    );
    expect(messageAt(anchorUserSchema, { ...valid, vintage: "1.5" }, "vintage")).toBe(
      "Vintage must be a whole number",
    );
    expect(messageAt(anchorUserSchema, { ...valid, vintage: "ten" }, "vintage")).toBe(
      "Vintage must be a number",
    );
    // Bounded by what their columns hold, so an outsized number is a 400, never a database overflow.
    expect(messageAt(anchorUserSchema, { ...valid, vintage: 2 ** 31 }, "vintage")).toBe(
      "Vintage cannot be more than 1200",
    );
    expect(messageAt(anchorUserSchema, { ...valid, avgMonthCollection: 1e10 }, "avgMonthCollection")).toBe(
      "Average Monthly Collection cannot be more than 9999999999.99",
    );
    expect(messageAt(anchorUserSchema, { ...valid, anchorId: "abc" }, "anchorId")).toBe(
      "No anchor has this id",
    );
    expect(messageAt(anchorUserSchema, { ...valid, onboardingFlow: "agro" }, "onboardingFlow")).toBe(
      "Onboarding Flow is required",
    );
  });
});
