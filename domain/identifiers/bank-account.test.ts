import { describe, expect, it } from "vitest";
import { isCheckableBankAccount } from "./bank-account";

describe("isCheckableBankAccount", () => {
  it("takes 9 to 18 digits and nothing else", () => {
    expect(isCheckableBankAccount("123456789")).toBe(true);
    expect(isCheckableBankAccount("123456789012345678")).toBe(true);
    expect(isCheckableBankAccount("12345678")).toBe(false);
    expect(isCheckableBankAccount("1234567890123456789")).toBe(false);
    expect(isCheckableBankAccount("12345678A")).toBe(false);
  });
});
