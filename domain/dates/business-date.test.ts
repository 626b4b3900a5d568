import { describe, expect, it } from "vitest";
import {
  addDays,
  businessDateAt,
  daysBetween,
  daysInMonth,
  isBusinessDate,
  isCalendarDate,
  partsOf,
  startOfBusinessDate,
  toBusinessDate,
} from "./business-date";

describe("businessDateAt", () => {
  it("reads instants as the calendar date in India (UTC+05:30)", () => {
    expect(businessDateAt(Date.UTC(2025, 2, 31, 18, 29, 59, 999))).toBe("2025-03-31");
    expect(businessDateAt(Date.UTC(2025, 2, 31, 18, 30))).toBe("2025-04-01");
    expect(businessDateAt(new Date("2025-08-10T00:00:00+05:30"))).toBe("2025-08-10");
  });

  it("refuses an invalid date", () => {
    expect(() => businessDateAt(new Date("nope"))).toThrow("Invalid date");
  });
});

describe("partsOf and toBusinessDate", () => {
  it("reads YYYY-MM-DD", () => {
    expect(partsOf("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(toBusinessDate("2024-02-29")).toBe("2024-02-29");
    expect(toBusinessDate(new Date(Date.UTC(2024, 1, 29, 20)))).toBe("2024-03-01");
  });

  it.each([
    ["2024-2-29", 'Business date must be written YYYY-MM-DD, got "2024-2-29"'],
    ["29/02/2024", 'Business date must be written YYYY-MM-DD, got "29/02/2024"'],
    ["2023-02-29", "2023-02-29 is not a calendar date"],
    ["2024-13-01", "2024-13-01 is not a calendar date"],
    ["2024-04-31", "2024-04-31 is not a calendar date"],
    ["2024-04-00", "2024-04-00 is not a calendar date"],
  ])("rejects %j", (input, message) => {
    expect(() => partsOf(input)).toThrow(message);
    expect(isBusinessDate(input)).toBe(false);
  });

  it("isBusinessDate accepts only valid date strings", () => {
    expect(isBusinessDate("2025-08-10")).toBe(true);
    expect(isBusinessDate(20250810)).toBe(false);
  });
});

describe("calendar rules", () => {
  it("knows leap years and month lengths", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(isCalendarDate(2025, 12, 31)).toBe(true);
    expect(isCalendarDate(2025, 0, 1)).toBe(false);
    expect(isCalendarDate(2025, 1, 1.5)).toBe(false);
  });
});

describe("addDays and daysBetween", () => {
  it("moves across month, year and leap-day boundaries", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDays("0050-01-01", 1)).toBe("0050-01-02");
  });

  it("refuses fractional days", () => {
    expect(() => addDays("2025-01-01", 0.5)).toThrow("Days to add must be a whole number");
  });

  it("counts calendar days", () => {
    expect(daysBetween("2025-03-31", "2025-06-29")).toBe(90);
    expect(daysBetween("2025-06-29", "2025-03-31")).toBe(-90);
  });
});

describe("startOfBusinessDate", () => {
  it("is 00:00 IST, 18:30 UTC the day before", () => {
    expect(startOfBusinessDate("2025-04-01")).toBe(Date.UTC(2025, 2, 31, 18, 30));
  });
});
