import { describe, expect, it } from "vitest";
import { NACH_BOUNCE_REASONS, NACH_RETURN_CODES } from "@domain/enums/reasons";
import {
  canRepresent,
  NACH_RETURN_CODE_OPTIONS,
  NACH_RETURN_CODE_VALUES,
  NACH_RETURNS,
  nachReturnCodeSchema,
  returnCodesOf,
} from "./nach-return-codes";

describe("NACH return codes", () => {
  it("carry domain.md's five codes with their meaning", () => {
    expect(NACH_RETURNS["04"].label).toBe("Insufficient balance");
    expect(NACH_RETURNS["01"].label).toBe("Account closed");
    expect(NACH_RETURNS["05"].label).toBe("Amount exceeds mandate limit");
    expect(NACH_RETURNS["06"].label).toBe("Payment stopped by payer");
    expect(NACH_RETURNS["21"].label).toBe("Invalid or inactive UMRN");
  });

  it("allow re-presentation only where the debit can clear by itself: a short balance, a daily limit, a network failure", () => {
    expect(NACH_RETURN_CODE_VALUES.filter(canRepresent)).toEqual(["04", "58", "59"]);
  });

  it("charge the borrower a bounce only for a return of the borrower's making", () => {
    expect(NACH_RETURN_CODE_VALUES.filter((code) => NACH_RETURNS[code].charge)).toEqual([
      "01",
      "04",
      "05",
      "06",
      "57",
      "58",
    ]);
  });

  it("agree with the bounce-list reasons: each reason's own code falls under it", () => {
    for (const reason of NACH_BOUNCE_REASONS) {
      const code = nachReturnCodeSchema.parse(NACH_RETURN_CODES[reason]);
      expect(NACH_RETURNS[code].reason).toBe(reason);
      expect(returnCodesOf(reason)).toContain(code);
    }
    expect(returnCodesOf("INVALID_UMRN")).toEqual(["21", "22", "61"]);
    expect(returnCodesOf("EXCEEDS_MANDATE_LIMIT")).toEqual(["05", "26"]);
  });

  it("are two digits, unique and ascending", () => {
    expect(NACH_RETURN_CODE_VALUES.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect([...NACH_RETURN_CODE_VALUES].sort()).toEqual([...NACH_RETURN_CODE_VALUES]);
    expect(new Set(NACH_RETURN_CODE_VALUES).size).toBe(NACH_RETURN_CODE_VALUES.length);
    expect(Object.keys(NACH_RETURNS).sort()).toEqual([...NACH_RETURN_CODE_VALUES]);
  });

  it("offer a select option per code, the code first", () => {
    expect(NACH_RETURN_CODE_OPTIONS).toHaveLength(NACH_RETURN_CODE_VALUES.length);
    expect(NACH_RETURN_CODE_OPTIONS[3]).toEqual({ value: "04", label: "04 · Insufficient balance" });
  });

  it("validate the bounce command's code", () => {
    expect(nachReturnCodeSchema.parse("21")).toBe("21");
    for (const wrong of ["4", "99", "", 4, null]) {
      const result = nachReturnCodeSchema.safeParse(wrong);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please select one option");
    }
  });
});
