import { describe, expect, it } from "vitest";
import type { DpdRow } from "@domain/api/delinquency";
import { classify, type LedgerAllocation } from "@domain/collections/dpd";
import { addDays } from "@domain/dates/business-date";
import { ANCHOR, ANCHOR2, MERCHANT, NBFC, NBFC2, OPS, SUPERADMIN } from "./clients-kit";
import { csvOf, idsOf } from "./csv-answers";
import { delinquencyKit, PLACES, type Tranche } from "./delinquency-kit";
import { MERCHANT_ID, uniqueBorrower } from "./loans-kit";

const kit = delinquencyKit();

const rowsOf = async (email: string, query: string) =>
  (await kit.dpd(email, `pageSize=5000&${query}`)).payload;
const rowById = (rows: DpdRow[], id: string) => rows.find((row) => row.id === id);

describe("GET /account/dpd and the day-end run", () => {
  it("classifies the RBI example: due 31 March unpaid is SMA-1 on 30 April, SMA-2 on 30 May, NPA on 29 June", async () => {
    const who = kit.borrower(uniqueBorrower("Rbi"));
    const loan = await kit.tranche("shree", who, [["2026-03-31", 500_000, 50_000]]);
    const expected: [string, number, string][] = [
      ["2026-03-30", 0, "STANDARD"],
      ["2026-03-31", 1, "SMA_0"],
      ["2026-04-30", 31, "SMA_1"],
      ["2026-05-30", 61, "SMA_2"],
      ["2026-06-29", 91, "NPA"],
    ];
    for (const [asOf, dpd, bucket] of expected) {
      await kit.dayEnd(asOf);
      const row = rowById(await rowsOf(OPS, `asOf=${asOf}&level=tranche`), loan.id);
      expect(row, asOf).toMatchObject({ dpd, bucket, trancheRef: loan.ref });
    }
    const borrowerRow = (await rowsOf(OPS, "asOf=2026-06-29")).find((row) => row.borrowerKey === who.key);
    expect(borrowerRow).toMatchObject({ dpd: 91, bucket: "NPA", overduePaise: 550_000, trancheCount: 1 });
  });

  it("gives what the TypeScript rule gives, per tranche and per borrower, on any date", async () => {
    const tranches: Tranche[] = [];
    const allocations: LedgerAllocation[] = [];
    // Deterministic variety: each borrower has one or two tranches of monthly dues, part-paid, paid late,
    // paid early, reversed, or left unpaid.
    for (let b = 0; b < 6; b += 1) {
      const who = kit.borrower(uniqueBorrower(`Ledger ${b}`));
      for (let t = 0; t <= b % 2; t += 1) {
        const dues: [string, number, number][] = [0, 1, 2, 3].map((m) => [
          addDays("2026-01-15", m * 30 + t * 7),
          100_000 + b * 1_000,
          10_000,
        ]);
        const loan = await kit.tranche(b % 3 === 0 ? "kaveri" : "shree", who, dues);
        tranches.push(loan);
        for (const [m, due] of loan.dues.entries()) {
          const pattern = (b + m + t) % 5;
          if (pattern === 0) allocations.push(...(await kit.payInFull(loan, due, due.dueDate)).allocations);
          if (pattern === 1)
            allocations.push(...(await kit.payInFull(loan, due, addDays(due.dueDate, 40))).allocations);
          if (pattern === 2)
            allocations.push(
              ...(await kit.receive(loan, addDays(due.dueDate, 5), [[due, "INTEREST", 10_000]])).allocations,
            );
          if (pattern === 3) {
            allocations.push(...(await kit.payInFull(loan, due, addDays(due.dueDate, 2))).allocations);
            allocations.push(
              ...(await kit.receive(loan, addDays(due.dueDate, 20), [[due, "PRINCIPAL", -50_000]]))
                .allocations,
            );
          }
        }
      }
    }
    for (const asOf of ["2026-02-20", "2026-04-16", "2026-06-01", "2026-08-30"]) {
      await kit.dayEnd(asOf);
      const trancheRows = await rowsOf(SUPERADMIN, `asOf=${asOf}&level=tranche`);
      const borrowerRows = await rowsOf(SUPERADMIN, `asOf=${asOf}`);
      for (const loan of tranches) {
        const want = classify(loan.dues, allocations, asOf);
        const row = rowById(trancheRows, loan.id);
        expect(row, `${loan.ref} on ${asOf}`).toMatchObject({
          dpd: want.dpd,
          bucket: want.bucket,
          overduePaise: want.overduePaise,
          oldestUnpaidDueDate: want.oldestUnpaidDueDate,
        });
      }
      for (const key of new Set(tranches.map((loan) => loan.borrower.key))) {
        const theirs = tranches.filter((loan) => loan.borrower.key === key);
        const want = classify(
          theirs.flatMap((loan) => loan.dues),
          allocations,
          asOf,
        );
        const row = borrowerRows.find((candidate) => candidate.borrowerKey === key);
        expect(row, `${key} on ${asOf}`).toMatchObject({
          dpd: want.dpd,
          bucket: want.bucket,
          overduePaise: want.overduePaise,
          trancheCount: theirs.length,
        });
      }
    }
  });

  it("holds an NPA until every arrear is paid, re-runs a past date from the ledger, and summarises the buckets", async () => {
    const who = kit.borrower(uniqueBorrower("Sticky"));
    const loan = await kit.tranche("shree", who, [
      ["2026-01-10", 200_000, 20_000],
      ["2026-03-10", 200_000, 20_000],
    ]);
    const [jan, mar] = loan.dues as [(typeof loan.dues)[0], (typeof loan.dues)[0]];
    await kit.payInFull(loan, jan, "2026-04-20");
    const asOf = "2026-05-01";
    const first = await kit.dayEnd(asOf);
    let row = rowById(await rowsOf(NBFC, `asOf=${asOf}&level=tranche`), loan.id);
    // Jan reached 91 DPD on 10 April; paid on 20 April while March's due was already unpaid: still NPA.
    expect(row).toMatchObject({ dpd: 53, bucket: "NPA", overduePaise: 220_000 });

    // A payment entered later, dated before the day, changes that day's report only when it is re-run.
    await kit.payInFull(loan, mar, "2026-04-25");
    row = rowById(await rowsOf(NBFC, `asOf=${asOf}&level=tranche`), loan.id);
    expect(row?.bucket).toBe("NPA");
    const again = await kit.dayEnd(asOf);
    expect(again.runCount).toBe(first.runCount + 1);
    // Repaid in full by that day: the tranche and its borrower leave the book.
    expect(rowById(await rowsOf(NBFC, `asOf=${asOf}&level=tranche`), loan.id)).toBeUndefined();
    expect((await rowsOf(NBFC, `asOf=${asOf}`)).some((candidate) => candidate.borrowerKey === who.key)).toBe(
      false,
    );

    const summary = await kit.summary(OPS, `asOf=${asOf}&level=tranche`);
    expect(summary.run).toMatchObject({ asOfDate: asOf, runCount: again.runCount });
    expect(summary.buckets.map((figures) => figures.bucket)).toEqual([
      "STANDARD",
      "SMA_0",
      "SMA_1",
      "SMA_2",
      "NPA",
    ]);
    const all = await rowsOf(OPS, `asOf=${asOf}&level=tranche`);
    for (const figures of summary.buckets) {
      const inBucket = all.filter((candidate) => candidate.bucket === figures.bucket);
      expect(figures.count).toBe(inBucket.length);
      expect(figures.overduePaise).toBe(inBucket.reduce((sum, candidate) => sum + candidate.overduePaise, 0));
      const drilled = await kit.dpd(OPS, `asOf=${asOf}&level=tranche&bucket=${figures.bucket}&pageSize=5000`);
      expect(drilled.payload.map((candidate) => candidate.id).sort()).toEqual(
        inBucket.map((c) => c.id).sort(),
      );
    }

    expect(await kit.dpd(OPS, "asOf=2020-01-01")).toEqual({ payload: [], total: 0 });
    const never = await kit.summary(NBFC, "asOf=2020-01-01");
    expect(never.run).toBeNull();
    expect(never.buckets.every((figures) => figures.count === 0)).toBe(true);
    // NBFC staff's summary counts its lender's rows only.
    const own = await kit.summary(NBFC, `asOf=${asOf}&level=tranche`);
    const nbfcRows = await rowsOf(NBFC, `asOf=${asOf}&level=tranche`);
    expect(own.buckets.reduce((sum, figures) => sum + figures.count, 0)).toBe(nbfcRows.length);
  });

  it("filters by lender, anchor and programme, sorts and pages, and exports the same rows", async () => {
    const asOf = "2026-07-01";
    const shree = await kit.tranche("shree", kit.borrower(uniqueBorrower("Filter")), [
      ["2026-06-01", 1_000, 100],
    ]);
    const kaveri = await kit.tranche("kaveri", kit.borrower(uniqueBorrower("Filter")), [
      ["2026-05-01", 1_000, 100],
    ]);
    await kit.dayEnd(asOf);
    const ids = async (query: string) =>
      (await rowsOf(OPS, `asOf=${asOf}&level=tranche&${query}`)).map((row) => row.id);
    expect(await ids(`lenderId=${PLACES.shree.lenderId}`)).toContain(shree.id);
    expect(await ids(`lenderId=${PLACES.shree.lenderId}`)).not.toContain(kaveri.id);
    expect(await ids(`anchorId=${PLACES.shree.anchorId}`)).toContain(shree.id);
    expect(await ids(`anchorId=${PLACES.shree.anchorId}`)).not.toContain(kaveri.id);
    expect(await ids(`programmeId=${PLACES.kaveri.programmeId}`)).toEqual(
      expect.arrayContaining([kaveri.id]),
    );
    expect(await ids(`programmeId=${PLACES.kaveri.programmeId}`)).not.toContain(shree.id);
    const byDpd = await rowsOf(OPS, `asOf=${asOf}&level=tranche&sort=-dpd`);
    expect(byDpd.map((row) => row.dpd)).toEqual([...byDpd.map((row) => row.dpd)].sort((a, b) => b - a));
    const page = await kit.dpd(OPS, `asOf=${asOf}&level=tranche&pageSize=10&page=1`);
    expect(page.payload.length).toBeLessThanOrEqual(10);
    expect(page.total).toBe(byDpd.length);
    const csv = csvOf(await kit.call(OPS, "GET", `/account/dpd/export?asOf=${asOf}&level=tranche&sort=-dpd`));
    expect(idsOf(csv)).toEqual(byDpd.map((row) => row.id));
    expect(csv.header).toEqual(expect.arrayContaining(["DPD", "Bucket", "Overdue (₹)"]));
    const sma1 = csv.rows.find((row) => row[csv.header[0]!] === kaveri.id);
    expect(sma1?.["Bucket"]).toBe("SMA-2");
    expect(sma1?.["Overdue (₹)"]).toBe("11.00");
  });

  it("shows each tenant only its rows", async () => {
    const asOf = "2026-07-02";
    const mine = await kit.tranche("shree", kit.borrower(uniqueBorrower("Merchant"), MERCHANT_ID), [
      ["2026-06-15", 1_000, 100],
    ]);
    const kaveri = await kit.tranche("kaveri", kit.borrower(uniqueBorrower("Other")), [
      ["2026-06-15", 1_000, 100],
    ]);
    await kit.dayEnd(asOf);
    for (const level of ["tranche", "borrower"]) {
      const sees = async (email: string) =>
        new Set(
          (await rowsOf(email, `asOf=${asOf}&level=${level}`)).map((row) => row.lenderId + row.borrowerKey),
        );
      const shreeKey = PLACES.shree.lenderId + mine.borrower.key;
      const kaveriKey = PLACES.kaveri.lenderId + kaveri.borrower.key;
      const ops = await sees(OPS);
      expect([ops.has(shreeKey), ops.has(kaveriKey)]).toEqual([true, true]);
      const nbfc = await sees(NBFC);
      expect([nbfc.has(shreeKey), nbfc.has(kaveriKey)]).toEqual([true, false]);
      const nbfc2 = await sees(NBFC2);
      expect([nbfc2.has(shreeKey), nbfc2.has(kaveriKey)]).toEqual([false, true]);
      const anchor = await sees(ANCHOR);
      expect([anchor.has(shreeKey), anchor.has(kaveriKey)]).toEqual([true, false]);
      const anchor2 = await sees(ANCHOR2);
      expect(anchor2.has(shreeKey)).toBe(false);
      const merchant = await sees(MERCHANT);
      expect([...merchant].every((key) => key.endsWith(`user:${MERCHANT_ID}`))).toBe(true);
      expect(merchant.has(shreeKey)).toBe(true);
    }
    const nbfcCsv = csvOf(await kit.call(NBFC2, "GET", `/account/dpd/export?asOf=${asOf}&level=tranche`));
    expect(idsOf(nbfcCsv)).not.toContain(mine.id);
    expect(idsOf(nbfcCsv)).toContain(kaveri.id);
    // Asking for another lender's rows by filter gives none.
    expect(await rowsOf(NBFC2, `asOf=${asOf}&lenderId=${PLACES.shree.lenderId}`)).toEqual([]);
  });

  it("refuses bad input in words, the future and callers who may not run the day-end", async () => {
    const bad = await kit.fails(400, OPS, "GET", "/account/dpd?bucket=SMA_9");
    expect(bad.errors?.[0]?.field).toBe("bucket");
    await kit.fails(400, OPS, "GET", "/account/dpd?asOf=2026-02-30");
    await kit.fails(400, OPS, "GET", "/account/dpd?pageSize=7");
    await kit.fails(400, OPS, "GET", "/account/dpd/summary?level=everyone");
    const future = await kit.fails(400, OPS, "POST", "/account/dpd/dayEnd", {
      asOfDate: addDays(new Date(), 2),
    });
    expect(future.message).toBe("The day-end runs for today or an earlier date");
    const ancient = await kit.fails(400, OPS, "POST", "/account/dpd/dayEnd", { asOfDate: "1900-01-01" });
    expect(ancient.errors?.[0]?.field).toBe("asOfDate");
    expect(ancient.message).toMatch(
      /^The day-end runs from the ledger's first due date, \d{4}-\d{2}-\d{2}, on$/,
    );
    await kit.fails(403, NBFC, "POST", "/account/dpd/dayEnd", { asOfDate: "2026-01-01" });
    await kit.fails(403, MERCHANT, "POST", "/account/dpd/dayEnd", { asOfDate: "2026-01-01" });
  });
});
