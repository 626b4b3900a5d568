import { describe, expect, it } from "vitest";
import { indiaDate, indiaDateTime, rupees } from "./csv-cells";

describe("CSV cells", () => {
  it("write paise as plain rupees with two decimals, without grouping", () => {
    expect([123_456_750, 5, 100, 0, -12_550].map(rupees)).toEqual([
      "1234567.50",
      "0.05",
      "1.00",
      "0.00",
      "-125.50",
    ]);
  });

  it("write instants as India's date, and time to the minute", () => {
    const lateEvening = new Date("2026-11-23T19:05:59Z");
    expect(indiaDate(lateEvening)).toBe("2026-11-24");
    expect(indiaDateTime(lateEvening)).toBe("2026-11-24 00:35");
    expect(indiaDateTime(new Date("2026-11-23T10:15:30Z"))).toBe("2026-11-23 15:45");
  });
});
