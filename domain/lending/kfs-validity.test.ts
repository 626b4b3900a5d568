import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "@domain/dates/business-date";
import {
  isKfsAcceptable,
  isWorkingDay,
  kfsExpiresAt,
  kfsLastValidDay,
  kfsValidityWorkingDays,
  type KfsValidityTerms,
} from "./kfs-validity";

describe("working days", () => {
  it("skip Sundays and the second and fourth Saturdays, not the first, third and fifth", () => {
    expect(isWorkingDay("2026-01-11")).toBe(false); // Sunday
    expect(isWorkingDay("2026-01-03")).toBe(true); // first Saturday
    expect(isWorkingDay("2026-01-10")).toBe(false); // second Saturday
    expect(isWorkingDay("2026-01-17")).toBe(true); // third Saturday
    expect(isWorkingDay("2026-01-24")).toBe(false); // fourth Saturday
    expect(isWorkingDay("2026-01-31")).toBe(true); // fifth Saturday
    expect(isWorkingDay("2026-01-12")).toBe(true); // Monday
  });

  it("skip the configured holidays", () => {
    expect(isWorkingDay("2026-01-26", ["2026-01-26"])).toBe(false);
    expect(isWorkingDay("2026-01-26", ["2026-08-15"])).toBe(true);
  });

  it("refuse a holiday that is not a calendar date", () => {
    expect(() => isWorkingDay("2026-01-26", ["2026-02-30"])).toThrow(RangeError);
    expect(() =>
      kfsLastValidDay({ issuedOn: "2026-01-05", tenorDays: 30, holidays: ["26/01/2026"] }),
    ).toThrow(RangeError);
  });
});

describe("how long a KFS is valid", () => {
  it("is 3 working days, 1 when the tenor is under 7 days", () => {
    expect(kfsValidityWorkingDays(365)).toBe(3);
    expect(kfsValidityWorkingDays(7)).toBe(3);
    expect(kfsValidityWorkingDays(6)).toBe(1);
    expect(kfsValidityWorkingDays(1)).toBe(1);
  });

  it("refuses a tenor that is not a whole number of days", () => {
    expect(() => kfsValidityWorkingDays(0)).toThrow(RangeError);
    expect(() => kfsValidityWorkingDays(6.5)).toThrow(RangeError);
    expect(() => kfsValidityWorkingDays(Number.NaN)).toThrow(RangeError);
  });
});

describe("the last day a KFS can be accepted", () => {
  const last = (issuedOn: string, tenorDays = 365, holidays: string[] = []) =>
    kfsLastValidDay({ issuedOn, tenorDays, holidays });

  it("counts 3 working days after a Friday before a second Saturday", () => {
    // Sat 10 Jan (second) and Sun 11 Jan are skipped: Mon 12, Tue 13, Wed 14.
    expect(last("2026-01-09")).toBe("2026-01-14");
  });

  it("counts a first Saturday as a working day", () => {
    // Sat 3 Jan (first), Mon 5, Tue 6.
    expect(last("2026-01-02")).toBe("2026-01-06");
  });

  it("skips a holiday after a fourth Saturday", () => {
    // Sat 24 Jan (fourth), Sun 25, Mon 26 (Republic Day) skipped: Tue 27, Wed 28, Thu 29.
    expect(last("2026-01-23", 365, ["2026-01-26"])).toBe("2026-01-29");
    expect(last("2026-01-23")).toBe("2026-01-28");
  });

  it("gives one working day when the tenor is under 7 days", () => {
    expect(last("2026-01-09", 6)).toBe("2026-01-12");
    expect(last("2026-01-12", 6)).toBe("2026-01-13");
    expect(last("2026-01-23", 3, ["2026-01-26"])).toBe("2026-01-27");
  });

  it("does not count the issue date, even when it is a working day", () => {
    expect(last("2026-01-12")).toBe("2026-01-15");
  });

  it("starts counting from a Sunday or holiday issue date like any other", () => {
    expect(last("2026-01-11")).toBe("2026-01-14");
    expect(last("2026-01-26", 365, ["2026-01-26"])).toBe("2026-01-29");
  });

  it("crosses month ends, leap days and year ends", () => {
    // Sat 28 Feb 2026 is the fourth Saturday, Sun 1 Mar: Mon 2, Tue 3, Wed 4.
    expect(last("2026-02-27")).toBe("2026-03-04");
    // Sat 30 May 2026 is a fifth Saturday, a working day: Sat 30, Mon 1 Jun, Tue 2 Jun.
    expect(last("2026-05-29")).toBe("2026-06-02");
    // Thu 29 Feb 2024, Fri 1 Mar, Sat 2 Mar (first Saturday).
    expect(last("2024-02-28")).toBe("2024-03-02");
    // New Year's Day a holiday: Sat 2 Jan 2027 (first Saturday), Mon 4, Tue 5.
    expect(last("2026-12-31", 365, ["2027-01-01"])).toBe("2027-01-05");
  });
});

describe("whether a KFS can still be accepted", () => {
  const terms: KfsValidityTerms = { issuedOn: "2026-01-23", tenorDays: 90, holidays: ["2026-01-26"] };

  it("from its issue date to its last valid day, both included", () => {
    expect(isKfsAcceptable(terms, "2026-01-22")).toBe(false);
    expect(isKfsAcceptable(terms, "2026-01-23")).toBe(true);
    expect(isKfsAcceptable(terms, "2026-01-26")).toBe(true);
    expect(isKfsAcceptable(terms, "2026-01-29")).toBe(true);
    expect(isKfsAcceptable(terms, "2026-01-30")).toBe(false);
    expect(isKfsAcceptable(terms, "2026-03-01")).toBe(false);
  });

  it("lapses at midnight in India at the end of the last valid day", () => {
    expect(kfsExpiresAt(terms)).toBe(Date.UTC(2026, 0, 29, 18, 30));
    expect(new Date(kfsExpiresAt(terms)).toISOString()).toBe("2026-01-29T18:30:00.000Z");
  });
});

describe("KFS validity, for any issue date and holiday list", () => {
  // An independent calendar: JavaScript's own weekday rather than the module's arithmetic.
  const isOpen = (date: string, holidays: readonly string[]) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const nth = Math.ceil(Number(date.slice(8)) / 7);
    return weekday !== 0 && !(weekday === 6 && (nth === 2 || nth === 4)) && !holidays.includes(date);
  };

  const issue = fc.integer({ min: 0, max: 365 * 80 }).map((offset) => addDays("2000-01-01", offset));
  const scenario = issue.chain((issuedOn) =>
    fc.record({
      issuedOn: fc.constant(issuedOn),
      tenorDays: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 7, max: 3650 })),
      holidays: fc.uniqueArray(
        fc.integer({ min: -3, max: 20 }).map((offset) => addDays(issuedOn, offset)),
        { maxLength: 8 },
      ),
    }),
  );

  it("spans exactly N working days after the issue date and ends on one", () => {
    fc.assert(
      fc.property(scenario, (terms) => {
        const lastDay = kfsLastValidDay(terms);
        const expected = terms.tenorDays < 7 ? 1 : 3;
        let open = 0;
        for (let day = addDays(terms.issuedOn, 1); daysBetween(day, lastDay) >= 0; day = addDays(day, 1)) {
          if (isOpen(day, terms.holidays)) open += 1;
        }
        expect(open).toBe(expected);
        expect(isOpen(lastDay, terms.holidays)).toBe(true);
        expect(isWorkingDay(lastDay, terms.holidays)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("is acceptable from the issue date until N working days have passed after it", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: -5, max: 40 }), (terms, offset) => {
        const on = addDays(terms.issuedOn, offset);
        let openBefore = 0;
        for (let day = 1; day < offset; day += 1) {
          if (isOpen(addDays(terms.issuedOn, day), terms.holidays)) openBefore += 1;
        }
        const expected = terms.tenorDays < 7 ? 1 : 3;
        expect(isKfsAcceptable(terms, on)).toBe(offset >= 0 && openBefore < expected);
      }),
      { numRuns: 500 },
    );
  });
});
