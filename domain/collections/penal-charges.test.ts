import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@domain/dates/business-date";
import {
  BOUNCE_CHARGE_PAISE,
  bounceChargeFor,
  overduePenal,
  penalDays,
  splitOverdueDays,
  type OverduePenalInput,
} from "./penal-charges";

const DUE = "2025-03-31";

/** ₹9,000 principal and ₹1,000 interest overdue, penal 24 % a year, no grace. */
const TEN_THOUSAND: OverduePenalInput = {
  overduePrincipalPaise: 900_000,
  overdueInterestPaise: 100_000,
  penalRatePercent: "24",
  dueDate: DUE,
  asOf: addDays(DUE, 30),
  graceDays: 0,
};

describe("bounceChargeFor", () => {
  it("charges ₹500 and no GST for a bounce of the borrower's making", () => {
    expect(BOUNCE_CHARGE_PAISE).toBe(50_000);
    expect(bounceChargeFor("04")).toEqual({ chargePaise: 50_000, gstPaise: 0, totalPaise: 50_000 });
  });

  it("takes the lender's amount and GST rate, GST rounded once", () => {
    expect(bounceChargeFor("06", { gstPercent: "18" })).toEqual({
      chargePaise: 50_000,
      gstPaise: 9_000,
      totalPaise: 59_000,
    });
    expect(bounceChargeFor("01", { chargePaise: 33_333, gstPercent: "18" })).toEqual({
      chargePaise: 33_333,
      gstPaise: 6_000,
      totalPaise: 39_333,
    });
  });

  it("charges nothing when the presenter or the bank caused the return", () => {
    expect(bounceChargeFor("59")).toBeUndefined();
    expect(bounceChargeFor("26")).toBeUndefined();
    expect(bounceChargeFor("21")).toBeUndefined();
  });

  it("refuses a fractional amount or a GST rate that is not a percentage", () => {
    expect(() => bounceChargeFor("04", { chargePaise: 10.5 })).toThrow(RangeError);
    expect(() => bounceChargeFor("04", { gstPercent: "eighteen" })).toThrow(/GST on a bounce charge/);
  });
});

describe("penalDays", () => {
  it("is nothing within the grace days, then every day since the due date", () => {
    expect(penalDays(DUE, DUE, 0)).toBe(0);
    expect(penalDays(DUE, "2025-04-01", 0)).toBe(1);
    expect(penalDays(DUE, "2025-04-03", 3)).toBe(0);
    expect(penalDays(DUE, "2025-04-04", 3)).toBe(4);
    expect(penalDays(DUE, "2025-03-30", 0)).toBe(0);
  });
});

describe("splitOverdueDays", () => {
  it("gives the anchor overdue days 1 to N and the borrower the rest", () => {
    expect(splitOverdueDays(30, 10)).toEqual({ ANCHOR: 10, BORROWER: 20 });
    expect(splitOverdueDays(7, 10)).toEqual({ ANCHOR: 7, BORROWER: 0 });
    expect(splitOverdueDays(30, 0)).toEqual({ ANCHOR: 0, BORROWER: 30 });
  });

  it("counts only the days after those already charged", () => {
    expect(splitOverdueDays(15, 10, 5)).toEqual({ ANCHOR: 5, BORROWER: 5 });
    expect(splitOverdueDays(30, 10, 20)).toEqual({ ANCHOR: 0, BORROWER: 10 });
    expect(splitOverdueDays(20, 10, 20)).toEqual({ ANCHOR: 0, BORROWER: 0 });
  });

  it("refuses days that are not whole and non-negative", () => {
    expect(() => splitOverdueDays(-1, 10)).toThrow(RangeError);
    expect(() => splitOverdueDays(10, 1.5)).toThrow(/Liability days/);
  });
});

describe("overduePenal", () => {
  it("is overdue principal and interest × rate × days ÷ 36500, rounded once: ₹10,000 at 24 % for 30 days is ₹197.26", () => {
    // Day by day it would be 30 × ₹6.58 = ₹197.40: rounding once is what keeps it ₹197.26.
    expect(overduePenal(TEN_THOUSAND)).toEqual({
      days: 30,
      penalPaise: 19_726,
      byBearer: { ANCHOR: { days: 0, penalPaise: 0 }, BORROWER: { days: 30, penalPaise: 19_726 } },
    });
  });

  it("rounds half a paisa up", () => {
    const half = {
      ...TEN_THOUSAND,
      overduePrincipalPaise: 18_250,
      overdueInterestPaise: 0,
      penalRatePercent: "1",
    };
    expect(overduePenal({ ...half, asOf: addDays(DUE, 1) }).penalPaise).toBe(1);
    expect(overduePenal({ ...half, penalRatePercent: "0.99", asOf: addDays(DUE, 1) }).penalPaise).toBe(0);
  });

  it("charges nothing within the grace days, then from the due date", () => {
    expect(overduePenal({ ...TEN_THOUSAND, asOf: addDays(DUE, 3), graceDays: 3 }).penalPaise).toBe(0);
    expect(overduePenal({ ...TEN_THOUSAND, asOf: addDays(DUE, 4), graceDays: 3 }).days).toBe(4);
  });

  it("bills the anchor the penal of its liability days, the borrower the rest, adding up to the whole", () => {
    // Anchor: 10 days, ₹65.7534 → ₹65.75; the borrower the rest of ₹197.26.
    expect(overduePenal({ ...TEN_THOUSAND, liabilityDays: 10 })).toEqual({
      days: 30,
      penalPaise: 19_726,
      byBearer: { ANCHOR: { days: 10, penalPaise: 6_575 }, BORROWER: { days: 20, penalPaise: 13_151 } },
    });
  });

  it("charges only the days after the last charge", () => {
    const next = overduePenal({
      ...TEN_THOUSAND,
      chargedUpTo: addDays(DUE, 5),
      asOf: addDays(DUE, 15),
      liabilityDays: 10,
    });
    expect(next.byBearer.ANCHOR.days).toBe(5);
    expect(next.byBearer.BORROWER.days).toBe(5);
    expect(next.penalPaise).toBe(6_575);
    expect(overduePenal({ ...TEN_THOUSAND, chargedUpTo: addDays(DUE, 30) }).penalPaise).toBe(0);
  });

  it("refuses a rate that is not a percentage and amounts that are not whole paise", () => {
    expect(() => overduePenal({ ...TEN_THOUSAND, penalRatePercent: "-2" })).toThrow(/penal rate/);
    expect(() => overduePenal({ ...TEN_THOUSAND, penalRatePercent: "2%" })).toThrow(/penal rate/);
    expect(() => overduePenal({ ...TEN_THOUSAND, overdueInterestPaise: -1 })).toThrow(/Overdue interest/);
    expect(() => overduePenal({ ...TEN_THOUSAND, graceDays: -1 })).toThrow(/Grace days/);
  });

  it("properties: shares add up to the charge, days to the days, and more days never cost less", () => {
    fc.assert(
      fc.property(
        fc.record({
          principal: fc.integer({ min: 0, max: 1_000_000_000 }),
          interest: fc.integer({ min: 0, max: 100_000_000 }),
          rateHundredths: fc.integer({ min: 0, max: 3600 }),
          days: fc.integer({ min: 0, max: 1000 }),
          grace: fc.integer({ min: 0, max: 30 }),
          liabilityDays: fc.integer({ min: 0, max: 90 }),
        }),
        ({ principal, interest, rateHundredths, days, grace, liabilityDays }) => {
          const input: OverduePenalInput = {
            overduePrincipalPaise: principal,
            overdueInterestPaise: interest,
            penalRatePercent: (rateHundredths / 100).toFixed(2),
            dueDate: DUE,
            asOf: addDays(DUE, days),
            graceDays: grace,
            liabilityDays,
          };
          const penal = overduePenal(input);
          const { ANCHOR, BORROWER } = penal.byBearer;
          expect(
            Number.isSafeInteger(penal.penalPaise) && ANCHOR.penalPaise >= 0 && BORROWER.penalPaise >= 0,
          ).toBe(true);
          expect(ANCHOR.penalPaise + BORROWER.penalPaise).toBe(penal.penalPaise);
          expect(ANCHOR.days + BORROWER.days).toBe(penal.days);
          expect(overduePenal({ ...input, asOf: addDays(DUE, days + 1) }).penalPaise).toBeGreaterThanOrEqual(
            penal.penalPaise,
          );
        },
      ),
    );
  });
});
