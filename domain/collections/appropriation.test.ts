import { describe, expect, it } from "vitest";
import { appropriate, reversalOf, type OpenDue } from "./appropriation";

const due = (
  id: string,
  dueDate: string,
  installmentNumber: number,
  [PENAL, INTEREST, PRINCIPAL]: [number, number, number],
): OpenDue => ({ id, dueDate, installmentNumber, outstandingPaise: { PENAL, INTEREST, PRINCIPAL } });

/** January's EMI is overdue with a ₹500 bounce charge; February's is due. */
const JANUARY = due("jan", "2025-01-05", 1, [50_000, 100_000, 900_000]);
const FEBRUARY = due("feb", "2025-02-05", 2, [0, 90_000, 910_000]);

describe("appropriate: penal, interest, principal, oldest due first (the default)", () => {
  it("splits a receipt across several dues, leaving the last one partly paid", () => {
    expect(appropriate(1_200_000, [FEBRUARY, JANUARY])).toEqual({
      lines: [
        { dueId: "jan", component: "PENAL", amountPaise: 50_000 },
        { dueId: "jan", component: "INTEREST", amountPaise: 100_000 },
        { dueId: "jan", component: "PRINCIPAL", amountPaise: 900_000 },
        { dueId: "feb", component: "INTEREST", amountPaise: 90_000 },
        { dueId: "feb", component: "PRINCIPAL", amountPaise: 60_000 },
      ],
      unappliedPaise: 0,
    });
  });

  it("a partial payment clears the penal charge first, then as much interest as it can", () => {
    expect(appropriate(120_000, [JANUARY, FEBRUARY])).toEqual({
      lines: [
        { dueId: "jan", component: "PENAL", amountPaise: 50_000 },
        { dueId: "jan", component: "INTEREST", amountPaise: 70_000 },
      ],
      unappliedPaise: 0,
    });
  });

  it("leaves the excess over everything owed unapplied", () => {
    const { lines, unappliedPaise } = appropriate(3_000_000, [JANUARY, FEBRUARY]);
    expect(lines.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(2_050_000);
    expect(unappliedPaise).toBe(950_000);
  });

  it("orders dues on the same date by instalment number, and skips what is already paid", () => {
    const second = due("b", "2025-03-05", 2, [0, 0, 1_000]);
    const first = due("a", "2025-03-05", 1, [0, 500, 0]);
    expect(appropriate(1_200, [second, first]).lines).toEqual([
      { dueId: "a", component: "INTEREST", amountPaise: 500 },
      { dueId: "b", component: "PRINCIPAL", amountPaise: 700 },
    ]);
  });

  it("nothing received, nothing allocated", () => {
    expect(appropriate(0, [JANUARY])).toEqual({ lines: [], unappliedPaise: 0 });
    expect(appropriate(10_000, [])).toEqual({ lines: [], unappliedPaise: 10_000 });
  });
});

describe("appropriate: the RBI-India order (all interest before any principal)", () => {
  it("reproduces Fineract's example: two dues of 200 principal + 20 interest, 40 paid, 20 to each interest", () => {
    const overdue = due("1", "2025-01-01", 1, [0, 2_000, 20_000]);
    const current = due("2", "2025-02-01", 2, [0, 2_000, 20_000]);
    expect(appropriate(4_000, [overdue, current], "RBI_INDIA").lines).toEqual([
      { dueId: "1", component: "INTEREST", amountPaise: 2_000 },
      { dueId: "2", component: "INTEREST", amountPaise: 2_000 },
    ]);
  });

  it("pays each due's penal charge and interest, oldest first, then principal oldest first", () => {
    expect(appropriate(1_200_000, [FEBRUARY, JANUARY], "RBI_INDIA")).toEqual({
      lines: [
        { dueId: "jan", component: "PENAL", amountPaise: 50_000 },
        { dueId: "jan", component: "INTEREST", amountPaise: 100_000 },
        { dueId: "feb", component: "INTEREST", amountPaise: 90_000 },
        { dueId: "jan", component: "PRINCIPAL", amountPaise: 900_000 },
        { dueId: "feb", component: "PRINCIPAL", amountPaise: 60_000 },
      ],
      unappliedPaise: 0,
    });
  });

  it("clears the older due's interest before the newer due's penal charge (Fineract pays each due in turn)", () => {
    const bouncedFebruary = due("feb", "2025-02-05", 2, [50_000, 90_000, 910_000]);
    expect(appropriate(200_000, [bouncedFebruary, JANUARY], "RBI_INDIA").lines).toEqual([
      { dueId: "jan", component: "PENAL", amountPaise: 50_000 },
      { dueId: "jan", component: "INTEREST", amountPaise: 100_000 },
      { dueId: "feb", component: "PENAL", amountPaise: 50_000 },
    ]);
  });
});

describe("appropriate: refused input", () => {
  it.each([-1, 10.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("a receipt of %s paise", (amount) => {
    expect(() => appropriate(amount, [JANUARY])).toThrow(RangeError);
  });

  it("a due owing a negative or fractional amount, even one the receipt would not reach", () => {
    const broken = due("broken", "2025-12-05", 12, [0, -1, 0]);
    expect(() => appropriate(1, [JANUARY, broken])).toThrow(/Due broken owes -1 paise of INTEREST/);
    expect(() => appropriate(1, [due("x", "2025-01-05", 1, [0.5, 0, 0])])).toThrow(RangeError);
  });
});

describe("reversalOf", () => {
  it("negates every line, same dues and components, same order", () => {
    const { lines } = appropriate(120_000, [JANUARY]);
    expect(reversalOf(lines)).toEqual([
      { dueId: "jan", component: "PENAL", amountPaise: -50_000 },
      { dueId: "jan", component: "INTEREST", amountPaise: -70_000 },
    ]);
  });
});
