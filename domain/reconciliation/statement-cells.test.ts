import { describe, expect, it } from "vitest";
import { detectColumns, missingColumns } from "./statement-columns";
import { parseStatementAmount, parseStatementDate } from "./statement-cells";

describe("statement columns", () => {
  it("recognises the HDFC export's headers, whatever their case and punctuation", () => {
    const headers = [
      "Date",
      "Narration",
      "Chq./Ref.No.",
      "Value Dt",
      "Withdrawal Amt.",
      "Deposit Amt.",
      "Closing Balance",
    ];
    expect(detectColumns(headers)).toEqual({
      date: "Date",
      narration: "Narration",
      reference: "Chq./Ref.No.",
      debit: "Withdrawal Amt.",
      credit: "Deposit Amt.",
      balance: "Closing Balance",
    });
  });

  it("recognises the SBI and ICICI shapes and names what is missing", () => {
    expect(
      detectColumns([" TXN DATE", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"]),
    ).toMatchObject({
      date: " TXN DATE",
      narration: "Description",
      credit: "Credit",
    });
    expect(missingColumns(detectColumns(["Value Date", "Particulars", "Amount"]))).toEqual(["credit"]);
  });
});

describe("statement cells", () => {
  it.each([
    ["05/11/2026", "2026-11-05"],
    ["5-11-26", "2026-11-05"],
    ["05.11.2026", "2026-11-05"],
    ["05-Nov-2026", "2026-11-05"],
    ["05 NOV 26", "2026-11-05"],
    ["2026-11-05", "2026-11-05"],
    ["05/11/2026 10:42:00", "2026-11-05"],
    ["31/02/2026", null],
    ["yesterday", null],
  ])("reads the date %s", (text, date) => expect(parseStatementDate(text)).toBe(date));

  it.each([
    ["1,23,456.78", 12_345_678],
    ["", 0],
    ["5000 Cr", 500_000],
    ["₹ 10.5", 1_050],
    ["-5", null],
    ["12.345", null],
  ])("reads the amount %s", (text, paise) => expect(parseStatementAmount(text)).toBe(paise));
});
