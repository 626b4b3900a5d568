import { describe, expect, it } from "vitest";
import { financialQuarterOf, financialYearOf, financialYearStarting } from "./financial-year";

describe("financialYearOf", () => {
  it("starts the financial year in April", () => {
    expect(financialYearOf("2025-04-01")).toEqual({
      startYear: 2025,
      label: "FY 2025-26",
      yearPair: "2025_26",
      start: "2025-04-01",
      end: "2026-03-31",
    });
    expect(financialYearOf("2025-03-31").label).toBe("FY 2024-25");
    expect(financialYearOf("2026-01-15").label).toBe("FY 2025-26");
  });

  it("labels the century turn with two digits", () => {
    expect(financialYearOf("1999-06-01").label).toBe("FY 1999-00");
    expect(financialYearOf("2099-12-01").yearPair).toBe("2099_00");
  });

  it("reads instants in IST", () => {
    expect(financialYearOf(new Date(Date.UTC(2025, 2, 31, 18, 30))).startYear).toBe(2025);
    expect(financialYearOf(new Date(Date.UTC(2025, 2, 31, 18, 29))).startYear).toBe(2024);
  });

  it("refuses years it cannot label", () => {
    expect(() => financialYearStarting(999)).toThrow("Financial year must start in a four-digit year");
    expect(() => financialYearStarting(2025.5)).toThrow(RangeError);
  });
});

describe("financialQuarterOf", () => {
  it.each([
    ["2025-04-01", 1],
    ["2025-06-30", 1],
    ["2025-07-01", 2],
    ["2025-09-30", 2],
    ["2025-10-01", 3],
    ["2025-12-31", 3],
    ["2026-01-01", 4],
    ["2026-03-31", 4],
  ])("%s is in Q%d", (date, quarter) => {
    expect(financialQuarterOf(date)).toBe(quarter);
  });
});
