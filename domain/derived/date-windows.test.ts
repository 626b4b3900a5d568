import { describe, expect, it } from "vitest";
import { defaultDate, lastSevenDays, nextSevenDays } from "./date-windows";

const WEEK = 7 * 24 * 60 * 60 * 1000;

describe("defaultDate", () => {
  it("is 15 days after today", () => {
    expect(defaultDate("2025-08-10")).toBe("2025-08-25");
    expect(defaultDate("2025-12-20")).toBe("2026-01-04");
    expect(defaultDate("2024-02-14")).toBe("2024-02-29");
  });

  it("takes today in IST when given an instant", () => {
    // 20:00 UTC on 31 January is 01:30 on 1 February in India.
    expect(defaultDate(new Date(Date.UTC(2025, 0, 31, 20)))).toBe("2025-02-16");
  });
});

describe("lastSevenDays and nextSevenDays", () => {
  const now = Date.UTC(2025, 7, 10, 6, 30);

  it("span the week before and after now, in epoch milliseconds", () => {
    expect(lastSevenDays(now)).toEqual({ from: now - WEEK, to: now });
    expect(nextSevenDays(new Date(now))).toEqual({ from: now, to: now + WEEK });
  });

  it("refuse an invalid date", () => {
    expect(() => lastSevenDays(new Date("nope"))).toThrow("Invalid date");
    expect(() => nextSevenDays(Number.NaN)).toThrow("Invalid date");
  });
});
