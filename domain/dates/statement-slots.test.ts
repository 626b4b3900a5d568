import { describe, expect, it } from "vitest";
import { gstMonthlySlots, gstQuarterlySlots, gstStatementSlots, itrSlots } from "./statement-slots";

describe("gstMonthlySlots", () => {
  it("lists the 12 months of the last complete financial year, April first", () => {
    const slots = gstMonthlySlots("2025-08-10");
    expect(slots.map((slot) => slot.key)).toEqual([
      "GST_STATEMENT_APR_2024",
      "GST_STATEMENT_MAY_2024",
      "GST_STATEMENT_JUN_2024",
      "GST_STATEMENT_JUL_2024",
      "GST_STATEMENT_AUG_2024",
      "GST_STATEMENT_SEP_2024",
      "GST_STATEMENT_OCT_2024",
      "GST_STATEMENT_NOV_2024",
      "GST_STATEMENT_DEC_2024",
      "GST_STATEMENT_JAN_2025",
      "GST_STATEMENT_FEB_2025",
      "GST_STATEMENT_MAR_2025",
    ]);
    expect(slots[0]).toEqual({
      key: "GST_STATEMENT_APR_2024",
      label: "GST statement Apr 2024",
      from: "2024-04-01",
      to: "2024-04-30",
    });
    expect(slots[10]).toMatchObject({ from: "2025-02-01", to: "2025-02-28" });
  });

  it("moves to the new window on 1 April, not before", () => {
    expect(gstMonthlySlots("2025-03-31")[0]?.key).toBe("GST_STATEMENT_APR_2023");
    expect(gstMonthlySlots("2025-03-31")[10]).toMatchObject({ from: "2024-02-01", to: "2024-02-29" });
    expect(gstMonthlySlots("2025-04-01")[0]?.key).toBe("GST_STATEMENT_APR_2024");
  });
});

describe("gstQuarterlySlots", () => {
  it("lists the four quarters before the current one, oldest first", () => {
    expect(gstQuarterlySlots("2025-08-10")).toEqual([
      {
        key: "GST_STATEMENT_Q2_2024_25",
        label: "GST statement Q2 FY 2024-25",
        from: "2024-07-01",
        to: "2024-09-30",
      },
      {
        key: "GST_STATEMENT_Q3_2024_25",
        label: "GST statement Q3 FY 2024-25",
        from: "2024-10-01",
        to: "2024-12-31",
      },
      {
        key: "GST_STATEMENT_Q4_2024_25",
        label: "GST statement Q4 FY 2024-25",
        from: "2025-01-01",
        to: "2025-03-31",
      },
      {
        key: "GST_STATEMENT_Q1_2025_26",
        label: "GST statement Q1 FY 2025-26",
        from: "2025-04-01",
        to: "2025-06-30",
      },
    ]);
  });

  it("on the first day of a financial year gives the whole previous year", () => {
    expect(gstQuarterlySlots("2025-04-01").map((slot) => slot.key)).toEqual([
      "GST_STATEMENT_Q1_2024_25",
      "GST_STATEMENT_Q2_2024_25",
      "GST_STATEMENT_Q3_2024_25",
      "GST_STATEMENT_Q4_2024_25",
    ]);
  });

  it("in the January quarter reaches back into the previous financial year", () => {
    expect(gstQuarterlySlots("2026-01-15").map((slot) => slot.key)).toEqual([
      "GST_STATEMENT_Q4_2024_25",
      "GST_STATEMENT_Q1_2025_26",
      "GST_STATEMENT_Q2_2025_26",
      "GST_STATEMENT_Q3_2025_26",
    ]);
  });
});

describe("gstStatementSlots", () => {
  it("returns both lists", () => {
    const slots = gstStatementSlots("2025-08-10");
    expect(slots.monthly).toHaveLength(12);
    expect(slots.quarterly).toHaveLength(4);
  });
});

describe("itrSlots", () => {
  it("lists the last two complete financial years", () => {
    expect(itrSlots("2025-08-10")).toEqual([
      { key: "ITR_2023_24", label: "ITR FY 2023-24", from: "2023-04-01", to: "2024-03-31" },
      { key: "ITR_2024_25", label: "ITR FY 2024-25", from: "2024-04-01", to: "2025-03-31" },
    ]);
    expect(itrSlots("2025-03-31").map((slot) => slot.key)).toEqual(["ITR_2022_23", "ITR_2023_24"]);
  });

  it("refuses a malformed today", () => {
    expect(() => itrSlots("31/03/2025")).toThrow(RangeError);
  });
});
