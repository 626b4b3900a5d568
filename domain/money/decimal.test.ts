import { describe, expect, it } from "vitest";
import { divideRoundHalfUp, scaleDecimalNumber, scaleDecimalText } from "./decimal";

describe("scaleDecimalText", () => {
  it("scales plain decimals exactly", () => {
    expect(scaleDecimalText("12.5", 2)).toBe(1250n);
    expect(scaleDecimalText("-0.05", 2)).toBe(-5n);
    expect(scaleDecimalText(".25", 2)).toBe(25n);
    expect(scaleDecimalText("3", 4)).toBe(30000n);
    expect(scaleDecimalText("12.500", 2)).toBe(1250n);
  });

  it("reports what is wrong", () => {
    expect(scaleDecimalText("12.345", 2)).toBe("too-many-decimals");
    expect(scaleDecimalText("", 2)).toBe("not-a-number");
    expect(scaleDecimalText("-", 2)).toBe("not-a-number");
    expect(scaleDecimalText("1.2.3", 2)).toBe("not-a-number");
    expect(scaleDecimalText("5.", 2)).toBe("not-a-number");
  });
});

describe("scaleDecimalNumber", () => {
  it("reads a number by its shortest decimal form", () => {
    expect(scaleDecimalNumber(3.54, 4)).toBe(35400n);
    expect(scaleDecimalNumber(0.1 + 0.2, 2)).toBe("too-many-decimals");
    expect(scaleDecimalNumber(1e-7, 2)).toBe("too-many-decimals");
    expect(scaleDecimalNumber(1e21, 2)).toBe(100000000000000000000000n);
    expect(scaleDecimalNumber(Number.NaN, 2)).toBe("not-a-number");
    expect(scaleDecimalNumber(Number.POSITIVE_INFINITY, 2)).toBe("not-a-number");
  });
});

describe("divideRoundHalfUp", () => {
  it("rounds half away from zero", () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(7n, 3n)).toBe(2n);
    expect(divideRoundHalfUp(8n, 3n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(-7n, 3n)).toBe(-2n);
  });

  it("needs a positive divisor", () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow("Divisor must be positive");
  });
});
