import { describe, expect, it } from "vitest";
import type { Statement } from "@domain/api/delinquency";
import { ANCHOR, ANCHOR2, MERCHANT, NBFC, NBFC2, OPS } from "./clients-kit";
import { csvOf, idsOf } from "./csv-answers";
import { delinquencyKit, PLACES } from "./delinquency-kit";
import { MERCHANT_ID, uniqueBorrower } from "./loans-kit";

const kit = delinquencyKit();

const statementUrl = (lenderId: string, borrowerKey: string, asOf?: string) =>
  `/account/statement?lenderId=${lenderId}&borrowerKey=${encodeURIComponent(borrowerKey)}${asOf ? `&asOf=${asOf}` : ""}`;

describe("GET /account/statement", () => {
  it("lists every due, receipt and appropriation with the running balance as of a date, and exports it", async () => {
    const who = kit.borrower(uniqueBorrower("Statement"));
    const loan = await kit.tranche("shree", who, [
      ["2026-04-05", 100_000, 12_000],
      ["2026-05-05", 100_000, 11_000],
      ["2026-06-05", 100_000, 10_000],
    ]);
    const [april, may] = loan.dues as [(typeof loan.dues)[0], (typeof loan.dues)[0]];
    await kit.payInFull(loan, april, "2026-04-05");
    const part = await kit.receive(loan, "2026-05-20", [
      [may, "INTEREST", 11_000],
      [may, "PRINCIPAL", 40_000],
    ]);
    const url = statementUrl(PLACES.shree.lenderId, who.key, "2026-05-31");
    const statement = await kit.okPayload<Statement>(OPS, "GET", url);
    expect(statement).toMatchObject({
      asOfDate: "2026-05-31",
      borrowerName: who.name,
      lenderName: "Shree Finance Ltd",
      dpd: 27,
      bucket: "SMA_0",
      overduePaise: 60_000,
      balancePaise: 60_000,
    });
    expect(statement.dues.map((due) => [due.dueDate, due.balancePaise, due.dpd])).toEqual([
      ["2026-04-05", 0, 0],
      ["2026-05-05", 60_000, 27],
      ["2026-06-05", 110_000, 0],
    ]);
    expect(
      statement.entries.map((entry) => [
        entry.date,
        entry.kind,
        entry.debitPaise,
        entry.creditPaise,
        entry.balancePaise,
      ]),
    ).toEqual([
      ["2026-04-05", "DUE", 112_000, 0, 112_000],
      ["2026-04-05", "RECEIPT", 0, 112_000, 0],
      ["2026-05-05", "DUE", 111_000, 0, 111_000],
      ["2026-05-20", "RECEIPT", 0, 51_000, 60_000],
    ]);
    const receipt = statement.entries.find((entry) => entry.id === part.id);
    expect(receipt).toMatchObject({ interestPaise: 11_000, principalPaise: 40_000, trancheRef: loan.ref });

    // As of an earlier date, the later receipt is not there yet.
    const before = await kit.okPayload<Statement>(
      OPS,
      "GET",
      statementUrl(PLACES.shree.lenderId, who.key, "2026-05-10"),
    );
    expect(before).toMatchObject({ dpd: 6, balancePaise: 111_000 });

    const csv = csvOf(
      await kit.call(OPS, "GET", url.replace("/account/statement", "/account/statement/export")),
    );
    expect(idsOf(csv)).toEqual(statement.entries.map((entry) => entry.id));
    expect(csv.rows.at(-1)?.["Balance (₹)"]).toBe("600.00");
  });

  it("is read within the caller's tenancy; another tenant gets a 404", async () => {
    const who = kit.borrower(uniqueBorrower("Own"), MERCHANT_ID);
    await kit.tranche("shree", who, [["2026-06-01", 50_000, 5_000]]);
    const url = statementUrl(PLACES.shree.lenderId, who.key, "2026-06-10");
    for (const email of [OPS, NBFC, ANCHOR, MERCHANT]) {
      const statement = await kit.okPayload<Statement>(email, "GET", url);
      expect(statement.dues.length, email).toBeGreaterThanOrEqual(1);
    }
    for (const email of [NBFC2, ANCHOR2]) {
      const refused = await kit.fails(404, email, "GET", url);
      expect(refused.message).toBe("Borrower not found");
    }
    await kit.fails(404, NBFC2, "GET", url.replace("/account/statement", "/account/statement/export"));
    const bad = await kit.fails(
      400,
      OPS,
      "GET",
      `/account/statement?lenderId=${PLACES.shree.lenderId}&borrowerKey=nobody`,
    );
    expect(bad.errors?.[0]?.field).toBe("borrowerKey");
  });
});
