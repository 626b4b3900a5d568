import { describe, expect, it } from "vitest";
import type { OpenDue } from "@domain/collections/appropriation";
import { futurePayoff } from "./payoff";
import { interestForDays } from "./periodic-rate";

const due = (id: string, dueDate: string, principal: number, interest: number, penal = 0): OpenDue => ({
  id,
  dueDate,
  installmentNumber: Number(id.slice(1)),
  outstandingPaise: { PENAL: penal, INTEREST: interest, PRINCIPAL: principal },
});

/** ₹1,00,000 at 12% a year over three months: the test's own schedule. */
const dues = [
  due("e3", "2026-04-01", 33_666_67, 336_67),
  due("e1", "2026-02-01", 33_000_00, 1_000_00),
  due("e2", "2026-03-01", 33_333_33, 670_00),
];
/** Interest at 12% a year for `days` of 365, half up: ₹1,00,000 for 10 days is ₹328.767… → ₹328.77. */
const twelvePercent = (balance: number, days: number) => Math.floor((balance * 12 * days) / 36_500 + 0.5);

describe("the payoff of the dues still to come", () => {
  it("is their principal and the current period's interest to the day, and nothing of later interest", () => {
    const payoff = futurePayoff({
      on: "2026-01-11",
      dues,
      periodStart: "2026-01-01",
      interestForDays: twelvePercent,
    });
    expect(payoff.principalPaise).toBe(1_00_000_00);
    expect(payoff.interestToDatePaise).toBe(328_77);
    expect(payoff.totalPaise).toBe(1_00_328_77);
    expect(payoff.lines).toEqual([
      { dueId: "e1", component: "INTEREST", amountPaise: 328_77 },
      { dueId: "e1", component: "PRINCIPAL", amountPaise: 33_000_00 },
      { dueId: "e2", component: "PRINCIPAL", amountPaise: 33_333_33 },
      { dueId: "e3", component: "PRINCIPAL", amountPaise: 33_666_67 },
    ]);
    expect(payoff.interestNotDue).toEqual([
      { dueId: "e1", amountPaise: 1_000_00 - 328_77 },
      { dueId: "e2", amountPaise: 670_00 },
      { dueId: "e3", amountPaise: 336_67 },
    ]);
  });

  it("charges no interest on the day the period starts (paid back on the disbursal day)", () => {
    const payoff = futurePayoff({
      on: "2026-01-01",
      dues,
      periodStart: "2026-01-01",
      interestForDays: twelvePercent,
    });
    expect(payoff.totalPaise).toBe(1_00_000_00);
    expect(payoff.interestNotDue.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(2_006_67);
  });

  it("never charges more interest than the current due's, and takes a future due's penal whole", () => {
    const payoff = futurePayoff({
      on: "2026-01-31",
      dues: [due("e1", "2026-02-01", 50_000_00, 100_00, 25_00)],
      periodStart: "2025-11-01",
      interestForDays: twelvePercent,
    });
    expect(payoff.interestToDatePaise).toBe(100_00);
    expect(payoff.totalPaise).toBe(50_125_00);
    expect(payoff.interestNotDue).toEqual([]);
  });
});

describe("interest for actual days", () => {
  it("reads a yearly, monthly or daily rate as actual/365, rounded once half up", () => {
    expect(interestForDays("12", "YEARLY", 1_00_000_00, 10)).toBe(328_77);
    expect(interestForDays("1", "MONTHLY", 1_00_000_00, 10)).toBe(328_77);
    expect(interestForDays("12", "YEARLY", 1_00_000_00, 75)).toBe(2_465_75);
    expect(interestForDays("12", "YEARLY", 1_00_000_00, 0)).toBe(0);
    expect(interestForDays("12", "YEARLY", 0, 30)).toBe(0);
  });
});
