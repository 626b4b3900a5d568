import { describe, expect, it } from "vitest";
import { bulkImportPercentage } from "./bulk-import-percentage";

describe("bulkImportPercentage", () => {
  it.each([
    [1, 2, 3, 100],
    [1, 0, 3, 33.33],
    [2, 0, 3, 66.67],
    [0, 1, 8, 12.5],
    [1, 0, 20_000, 0.01],
    [1, 0, 20_001, 0],
    [0, 0, 5, 0],
    [3, 4, 0, 0],
    [0, 0, 0, 0],
  ])("(%d + %d) / %d is %d%", (a, b, total, percentage) => {
    expect(bulkImportPercentage(a, b, total)).toBe(percentage);
  });

  it("refuses negative or fractional counts", () => {
    expect(() => bulkImportPercentage(-1, 0, 3)).toThrow("Bulk import a must be a whole number, 0 or more");
    expect(() => bulkImportPercentage(0, 1.5, 3)).toThrow("Bulk import b must be a whole number, 0 or more");
    expect(() => bulkImportPercentage(0, 0, Number.NaN)).toThrow(
      "Bulk import total must be a whole number, 0 or more",
    );
  });
});
