import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { multiplyRupees } from "./computed-amount";

/** `whole` ÷ 10^places as plain decimal text: 35 and 2 give "0.35". */
const decimalText = (whole: bigint, places: number) => {
  const digits = whole.toString().padStart(places + 1, "0");
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
};

/** Paise as the rupee text multiplyRupees gives: no trailing zeros ("4.1", "4"). */
const rupeeText = (paise: bigint) => decimalText(paise, 2).replace(/\.?0+$/, "");

/** (quantity ÷ 10^places) × paise, rounded half up by comparing twice the remainder with the divisor. */
const expectedPaise = (quantity: bigint, places: number, paise: bigint) => {
  const divisor = 10n ** BigInt(places);
  const product = quantity * paise;
  const remainder = product % divisor;
  return product / divisor + (2n * remainder >= divisor ? 1n : 0n);
};

describe("multiplyRupees", () => {
  it("multiplies to the paisa and gives empty text for unusable input", () => {
    expect(multiplyRupees(3, "33.33")).toBe("99.99");
    expect(multiplyRupees(0.5, "0.01")).toBe("0.01");
    expect(multiplyRupees(undefined, "10")).toBe("");
    expect(multiplyRupees(2, "ten")).toBe("");
    expect(multiplyRupees(Number.NaN, "10")).toBe("");
    expect(multiplyRupees(1e300, "10")).toBe("");
  });

  it("rounds exact halves of a paisa up, where floats fall just below them", () => {
    expect(multiplyRupees(0.35, "0.90")).toBe("0.32");
    expect(multiplyRupees(1.005, "1.00")).toBe("1.01");
    expect(multiplyRupees(2.675, "1.80")).toBe("4.82");
  });

  it("is the exact product rounded half up", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 6 }),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        (quantity, places, paise) => {
          const result = multiplyRupees(Number(decimalText(quantity, places)), decimalText(paise, 2));
          const expected = expectedPaise(quantity, places, paise);
          // Past the safe integers there is no exact number of paise to show.
          expect(result).toBe(expected > BigInt(Number.MAX_SAFE_INTEGER) ? "" : rupeeText(expected));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("rounds every exact half up", () => {
    // quantity × paise = odd × 10^places ÷ 2: quantity = odd × 2^(places−1−twos) × 5^(places−fives),
    // paise = odd × 2^twos × 5^fives.
    const halves = fc.integer({ min: 1, max: 6 }).chain((places) =>
      fc.record({
        places: fc.constant(places),
        twos: fc.integer({ min: 0, max: places - 1 }),
        fives: fc.integer({ min: 0, max: places }),
        oddQuantity: fc.integer({ min: 0, max: 499 }).map((k) => BigInt(2 * k + 1)),
        oddPaise: fc.integer({ min: 0, max: 4999 }).map((k) => BigInt(2 * k + 1)),
      }),
    );
    fc.assert(
      fc.property(halves, ({ places, twos, fives, oddQuantity, oddPaise }) => {
        const quantity = oddQuantity * 2n ** BigInt(places - 1 - twos) * 5n ** BigInt(places - fives);
        const paise = oddPaise * 2n ** BigInt(twos) * 5n ** BigInt(fives);
        const result = multiplyRupees(Number(decimalText(quantity, places)), decimalText(paise, 2));
        expect(result).toBe(rupeeText((oddQuantity * oddPaise + 1n) / 2n));
        expect(result).toBe(rupeeText(expectedPaise(quantity, places, paise)));
      }),
      { numRuns: 500 },
    );
  });
});
