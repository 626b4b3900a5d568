import { describe, expect, it } from "vitest";
import { formatDate, parseDisplayDate } from "./display-date";

describe("formatDate", () => {
  it("writes DD/MM/YYYY", () => {
    expect(formatDate("2025-08-05")).toBe("05/08/2025");
    expect(formatDate("2024-12-31")).toBe("31/12/2024");
  });

  it("reads instants in IST", () => {
    expect(formatDate(new Date(Date.UTC(2025, 2, 31, 18, 30)))).toBe("01/04/2025");
  });
});

describe("parseDisplayDate", () => {
  it("reads DD/MM/YYYY into a business date", () => {
    expect(parseDisplayDate("05/08/2025")).toBe("2025-08-05");
    expect(parseDisplayDate(" 5/8/2025 ")).toBe("2025-08-05");
    expect(parseDisplayDate("29/02/2024")).toBe("2024-02-29");
  });

  it.each([
    ["2025-08-05", "Date must be written as DD/MM/YYYY"],
    ["05/08/25", "Date must be written as DD/MM/YYYY"],
    ["", "Date must be written as DD/MM/YYYY"],
    ["31/02/2025", "31/02/2025 is not a calendar date"],
    ["29/02/2100", "29/02/2100 is not a calendar date"],
    ["01/13/2025", "01/13/2025 is not a calendar date"],
  ])("rejects %j: %s", (input, message) => {
    expect(() => parseDisplayDate(input)).toThrow(message);
  });
});
