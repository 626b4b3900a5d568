import { describe, expect, it } from "vitest";
import { validateMobile } from "./mobile";

describe("validateMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    [" 6000000000 ", "6000000000"],
    ["+919876543210", "9876543210"],
    ["+91 9876543210", "9876543210"],
    ["+91-7876543210", "7876543210"],
  ])("accepts %j as %s", (input, value) => {
    expect(validateMobile(input)).toEqual({ valid: true, value });
  });

  it.each([
    ["", "Mobile number is required"],
    ["987654321", "Phone number should be 10 digits"],
    ["98765432100", "Phone number should be 10 digits"],
    ["98765 43210", "Phone number should be 10 digits"],
    ["919876543210", "Phone number should be 10 digits"],
    ["5876543210", "Mobile number must start with 6, 7, 8 or 9"],
    ["0987654321", "Mobile number must start with 6, 7, 8 or 9"],
  ])("rejects %j: %s", (input, reason) => {
    expect(validateMobile(input)).toEqual({ valid: false, reason });
  });
});
