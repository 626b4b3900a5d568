import { describe, expect, it } from "vitest";
import { expenseSchema, incomeSchema } from "./income-expense";
import { messageAt, parseValid } from "./test-helpers";

describe("incomeSchema", () => {
  const valid = {
    activity: "SALE_OF_MILK",
    particulars: "Cow milk to society",
    noOfUnit: "300",
    rate: "38.5",
  };

  it("computes the sale price", () => {
    expect(parseValid(incomeSchema, valid).salePrice).toBe("11550");
  });

  it("shows its messages", () => {
    expect(messageAt(incomeSchema, { ...valid, activity: "Lottery" }, "activity")).toBe(
      "Activity is required",
    );
    expect(messageAt(incomeSchema, { ...valid, noOfUnit: "" }, "noOfUnit")).toBe(
      "Number of Units is required",
    );
    expect(messageAt(incomeSchema, { ...valid, rate: "" }, "rate")).toBe("Rate is required");
    expect(messageAt(incomeSchema, { ...valid, particulars: "" }, "particulars")).toBe(
      "Particulars is required",
    );
  });
});

describe("expenseSchema", () => {
  it("accepts one of the 11 expense types with an amount", () => {
    expect(parseValid(expenseSchema, { expenses: "LABUR_WAGES", amount: "6000" })).toEqual({
      expenses: "LABUR_WAGES",
      amount: "6000",
    });
    expect(messageAt(expenseSchema, { expenses: "LABOUR_WAGES", amount: "6000" }, "expenses")).toBe(
      "Expense Type is required",
    );
    expect(messageAt(expenseSchema, { expenses: "ELECTRICITY", amount: "" }, "amount")).toBe(
      "Amount is required",
    );
  });
});
