import { describe, expect, it } from "vitest";
import { validatePincode } from "./pincode";

describe("validatePincode", () => {
  it("accepts 6 digits not starting with 0", () => {
    expect(validatePincode(" 560001 ")).toEqual({ valid: true, value: "560001" });
    expect(validatePincode("100001")).toEqual({ valid: true, value: "100001" });
  });

  it.each([
    ["", "Pincode is required"],
    ["56000", "Enter 6 digit pincode"],
    ["5600011", "Enter 6 digit pincode"],
    ["56OOO1", "Enter 6 digit pincode"],
    ["060001", "Pincode cannot start with 0"],
  ])("rejects %j: %s", (input, reason) => {
    expect(validatePincode(input)).toEqual({ valid: false, reason });
  });
});
