import { addDays } from "@domain/dates/business-date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths, dueDates, stepsAfter } from "./due-dates";

describe("due dates", () => {
  it("clamps month ends and comes back to the 31st", () => {
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2023-01-31", 1)).toBe("2023-02-28");
    expect(addMonths("2024-11-30", 3)).toBe("2025-02-28");
    expect(dueDates("2024-08-31", { months: 3 }, 3)).toEqual(["2024-08-31", "2024-11-30", "2025-02-28"]);
  });

  it("steps days across months, years and leap days as the calendar does", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 3000 }),
        (start, days) => {
          const first = start.toISOString().slice(0, 10);
          expect(stepsAfter(first, { days: 1 }, days)).toBe(addDays(first, days));
        },
      ),
    );
    expect(dueDates("2024-02-26", { days: 7 }, 2)).toEqual(["2024-02-26", "2024-03-04"]);
  });
});
