import { describe, expect, it } from "vitest";
import { type ExpectedItem, matchCredits, type StatementCredit } from "./match-credits";

const credit = (id: string, overrides: Partial<StatementCredit> = {}): StatementCredit => ({
  id,
  valueDate: "2026-11-10",
  narration: "NEFT CR GOKUL DAIRY",
  reference: "",
  amountPaise: 1_000_000,
  ...overrides,
});

const due = (id: string, overrides: Partial<ExpectedItem> = {}): ExpectedItem => ({
  id,
  kind: "DUE",
  utr: null,
  amountPaise: 1_000_000,
  expectedOn: "2026-11-09",
  strictWindow: false,
  payerName: "Gokul Dairy Pvt Ltd",
  batchKey: "borrower:gokul",
  ...overrides,
});

describe("matchCredits", () => {
  it("matches by UTR first with confidence 100, whatever the narration", () => {
    const receipt = due("r1", { kind: "RECEIPT", utr: "hdfc r5 2026 1110 0001", payerName: "Someone Else" });
    const [match] = matchCredits(
      [credit("c1", { reference: "HDFCR520261110 0001", narration: "RTGS" })],
      [due("d1"), receipt],
    );
    expect(match).toEqual({
      creditId: "c1",
      rule: "UTR",
      confidence: 100,
      feePaise: 0,
      legs: [{ expectedId: "r1", amountPaise: 1_000_000 }],
    });
  });

  it("finds a UTR written in the narration", () => {
    const receipt = due("r1", { kind: "RECEIPT", utr: "123456789012", payerName: "X" });
    const [match] = matchCredits([credit("c1", { narration: "UPI/123456789012/PAYMENT" })], [receipt]);
    expect(match?.rule).toBe("UTR");
  });

  it("does not take a UTR match whose amount differs", () => {
    const receipt = due("r1", { kind: "RECEIPT", utr: "123456789012", payerName: "X", strictWindow: true });
    expect(matchCredits([credit("c1", { reference: "123456789012", amountPaise: 5 })], [receipt])).toEqual(
      [],
    );
  });

  it("matches amount, window and name, scaling the confidence by the name", () => {
    const [full] = matchCredits([credit("c1")], [due("d1")]);
    expect(full).toMatchObject({ rule: "AMOUNT_DATE_NAME", confidence: 100 });
    const [half] = matchCredits([credit("c1", { narration: "IMPS GOKUL" })], [due("d1")]);
    expect(half?.confidence).toBe(85);
    expect(matchCredits([credit("c1", { narration: "IMPS 99887766" })], [due("d1")])).toEqual([]);
  });

  it("keeps a presented due's window strict (T to T+2) but lets an owed due be paid late", () => {
    const presented = due("d1", { strictWindow: true, expectedOn: "2026-11-01" });
    expect(matchCredits([credit("c1")], [presented])).toEqual([]);
    const [late] = matchCredits([credit("c1")], [due("d2", { expectedOn: "2026-11-01" })]);
    expect(late?.confidence).toBe(85);
    expect(matchCredits([credit("c1", { valueDate: "2026-11-12" })], [presented])).toEqual([]);
    expect(matchCredits([credit("c1", { valueDate: "2026-11-03" })], [presented])).toHaveLength(1);
  });

  it("pays the oldest of equal dues first and never one due twice", () => {
    const dues = [due("d2", { expectedOn: "2026-11-09" }), due("d1", { expectedOn: "2026-10-09" })];
    const matches = matchCredits([credit("c1"), credit("c2"), credit("c3")], dues);
    expect(matches.map((match) => [match.creditId, match.legs[0]!.expectedId])).toEqual([
      ["c1", "d2"],
      ["c2", "d1"],
    ]);
  });

  it("settles several dues of one batch with one credit, net of a fee within tolerance", () => {
    const dues = [
      due("d1", { amountPaise: 300_000, expectedOn: "2026-11-01" }),
      due("d2", { amountPaise: 400_000, expectedOn: "2026-11-02" }),
      due("d3", { amountPaise: 350_000, expectedOn: "2026-11-03" }),
    ];
    const [net] = matchCredits([credit("c1", { amountPaise: 690_000 })], dues);
    expect(net).toMatchObject({ rule: "BATCH", feePaise: 10_000 });
    expect(net?.legs.map((leg) => leg.expectedId)).toEqual(["d1", "d2"]);
    const [subset] = matchCredits([credit("c1", { amountPaise: 650_000 })], dues);
    expect(subset?.legs.map((leg) => leg.expectedId)).toEqual(["d1", "d3"]);
    expect(matchCredits([credit("c1", { amountPaise: 500_000 })], dues)).toEqual([]);
  });
});
