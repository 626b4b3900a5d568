import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@domain/dates/business-date";
import { bucketOfDpd, classify, dpdOn, type LedgerAllocation, type LedgerDue, settledOn } from "./dpd";

const due = (id: string, dueDate: string, principal = 10_000, interest = 1_000): LedgerDue => ({
  id,
  dueDate,
  principalDuePaise: principal,
  interestDuePaise: interest,
});
const pay = (
  dueId: string,
  allocatedOn: string,
  amountPaise: number,
  component: LedgerAllocation["component"] = "PRINCIPAL",
): LedgerAllocation => ({ dueId, allocatedOn, amountPaise, component });
/** Pays a due's interest and principal in full on a day. */
const payAll = (d: LedgerDue, on: string) => [
  pay(d.id, on, d.interestDuePaise, "INTEREST"),
  pay(d.id, on, d.principalDuePaise),
];

describe("buckets", () => {
  it("maps DPD to SMA-0 1–30, SMA-1 31–60, SMA-2 61–90, NPA from 91, 0 standard", () => {
    const cases: [number, string][] = [
      [0, "STANDARD"],
      [1, "SMA_0"],
      [30, "SMA_0"],
      [31, "SMA_1"],
      [60, "SMA_1"],
      [61, "SMA_2"],
      [90, "SMA_2"],
      [91, "NPA"],
      [4000, "NPA"],
    ];
    for (const [dpd, bucket] of cases) expect(bucketOfDpd(dpd)).toBe(bucket);
    expect(() => bucketOfDpd(-1)).toThrow(RangeError);
    expect(() => bucketOfDpd(1.5)).toThrow(RangeError);
  });

  it("counts the due date itself: unpaid at the end of its due date is 1 DPD", () => {
    expect(dpdOn("2026-03-31", "2026-03-31")).toBe(1);
    expect(dpdOn("2026-03-30", "2026-03-31")).toBe(0);
    expect(dpdOn("2026-03-31", null)).toBe(0);
  });
});

describe("the RBI example (RBI/2021-22/125)", () => {
  const march = due("m", "2026-03-31");
  const on = (asOf: string) => classify([march], [], asOf);

  it("due 31 March and unpaid: SMA-1 on 30 April, SMA-2 on 30 May, NPA on 29 June", () => {
    expect(on("2026-03-30")).toMatchObject({ dpd: 0, bucket: "STANDARD", overduePaise: 0 });
    expect(on("2026-03-31")).toMatchObject({ dpd: 1, bucket: "SMA_0", oldestUnpaidDueDate: "2026-03-31" });
    expect(on("2026-04-29")).toMatchObject({ dpd: 30, bucket: "SMA_0" });
    expect(on("2026-04-30")).toMatchObject({ dpd: 31, bucket: "SMA_1" });
    expect(on("2026-05-29")).toMatchObject({ dpd: 60, bucket: "SMA_1" });
    expect(on("2026-05-30")).toMatchObject({ dpd: 61, bucket: "SMA_2" });
    expect(on("2026-06-28")).toMatchObject({ dpd: 90, bucket: "SMA_2" });
    expect(on("2026-06-29")).toMatchObject({ dpd: 91, bucket: "NPA", overduePaise: 11_000 });
  });

  it("a due paid on its due date is never overdue", () => {
    expect(classify([march], payAll(march, "2026-03-31"), "2026-03-31").bucket).toBe("STANDARD");
  });
});

describe("classification from the ledger", () => {
  const jan = due("jan", "2026-01-31");
  const feb = due("feb", "2026-02-28");
  const mar = due("mar", "2026-03-31");

  it("takes the oldest unpaid due: paying the oldest moves DPD to the next", () => {
    const paidJan = payAll(jan, "2026-03-10");
    expect(classify([jan, feb, mar], paidJan, "2026-04-10")).toMatchObject({
      dpd: 42,
      bucket: "SMA_1",
      oldestUnpaidDueDate: "2026-02-28",
      overduePaise: 22_000,
    });
  });

  it("a part payment leaves the due unpaid; penal allocations alone never settle it", () => {
    const part = [pay("jan", "2026-02-05", 10_999), pay("jan", "2026-02-05", 500, "PENAL")];
    expect(classify([jan], part, "2026-02-10")).toMatchObject({ dpd: 11, overduePaise: 1 });
    expect(settledOn(jan, part, "2026-02-10")).toBeNull();
    const rest = [...part, pay("jan", "2026-02-11", 1)];
    expect(settledOn(jan, rest, "2026-02-11")).toBe("2026-02-11");
    expect(classify([jan], rest, "2026-02-11").bucket).toBe("STANDARD");
  });

  it("reads the ledger as of the day: later payments do not count", () => {
    const paid = payAll(jan, "2026-03-01");
    expect(classify([jan], paid, "2026-02-28")).toMatchObject({ dpd: 29, bucket: "SMA_0" });
    expect(classify([jan], paid, "2026-03-01").bucket).toBe("STANDARD");
  });

  it("a reversal makes the due unpaid again, counting from its due date", () => {
    const lines = [...payAll(jan, "2026-02-01"), pay("jan", "2026-03-15", -10_000)];
    expect(classify([jan], lines, "2026-03-01").bucket).toBe("STANDARD");
    expect(classify([jan], lines, "2026-03-15")).toMatchObject({ dpd: 44, overduePaise: 10_000 });
  });

  it("an NPA who pays the oldest dues but still has arrears stays NPA, and is upgraded once all is paid", () => {
    const dues = [jan, feb, mar];
    const asOf = "2026-05-15";
    expect(classify(dues, [], asOf)).toMatchObject({ dpd: 105, bucket: "NPA" });
    const oldestPaid = [...payAll(jan, asOf), ...payAll(feb, asOf)];
    expect(classify(dues, oldestPaid, asOf)).toMatchObject({ dpd: 46, bucket: "NPA" });
    expect(classify(dues, oldestPaid, "2026-05-20")).toMatchObject({ dpd: 51, bucket: "NPA" });
    const allPaid = [...oldestPaid, ...payAll(mar, "2026-05-20")];
    expect(classify(dues, allPaid, "2026-05-20")).toMatchObject({ dpd: 0, bucket: "STANDARD" });
    // A new due missed after the upgrade starts afresh.
    const apr = due("apr", "2026-05-25");
    expect(classify([...dues, apr], allPaid, "2026-05-26")).toMatchObject({ dpd: 2, bucket: "SMA_0" });
  });

  it("holds the NPA only within one unbroken stretch of arrears", () => {
    // Jan reaches 91 DPD, then is paid on the day Feb's arrears end too: a day with no arrears breaks it.
    const lines = [...payAll(jan, "2026-05-10"), ...payAll(feb, "2026-05-10")];
    const later = due("jun", "2026-06-30");
    expect(classify([jan, feb, later], lines, "2026-07-05")).toMatchObject({ dpd: 6, bucket: "SMA_0" });
    // Paid on consecutive days, with the May due unpaid from before: still one stretch, still NPA.
    const may = due("may", "2026-05-05");
    expect(classify([jan, may], payAll(jan, "2026-05-10"), "2026-05-11")).toMatchObject({
      dpd: 7,
      bucket: "NPA",
    });
  });
});

describe("properties", () => {
  const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays("2026-01-01", n));
  const dues = fc.uniqueArray(
    fc.record({
      dueDate: day,
      principalDuePaise: fc.integer({ min: 1, max: 1_000_000 }),
      interestDuePaise: fc.integer({ min: 0, max: 100_000 }),
    }),
    { minLength: 1, maxLength: 8, selector: (d) => d.dueDate },
  );
  const ledger = dues.chain((list) => {
    const withIds = list.map((d, i) => ({ ...d, id: `d${i}` }));
    const line = fc.record({
      dueId: fc.constantFrom(...withIds.map((d) => d.id)),
      component: fc.constantFrom("PRINCIPAL" as const, "INTEREST" as const, "PENAL" as const),
      amountPaise: fc.integer({ min: 1, max: 300_000 }),
      allocatedOn: day,
    });
    return fc.tuple(fc.constant(withIds), fc.array(line, { maxLength: 10 }));
  });

  it("DPD never falls as the days pass while nothing is paid", () => {
    fc.assert(
      fc.property(dues, day, fc.integer({ min: 1, max: 200 }), (list, asOf, step) => {
        const withIds = list.map((d, i) => ({ ...d, id: `d${i}` }));
        const before = classify(withIds, [], asOf);
        const after = classify(withIds, [], addDays(asOf, step));
        expect(after.dpd).toBeGreaterThanOrEqual(before.dpd);
        if (before.dpd > 0) expect(after.dpd).toBe(before.dpd + step);
      }),
    );
  });

  it("paying everything leaves 0 DPD and Standard", () => {
    fc.assert(
      fc.property(ledger, day, ([list, lines], asOf) => {
        const paid = list.flatMap((d) => payAll(d, addDays(d.dueDate, -1)));
        const all = [...lines.filter((l) => l.component === "PENAL"), ...paid];
        expect(classify(list, all, addDays(asOf, 500))).toMatchObject({ dpd: 0, bucket: "STANDARD" });
      }),
    );
  });

  it("the bucket is never better than the DPD says, and the overdue amount is within what is due", () => {
    fc.assert(
      fc.property(ledger, day, ([list, lines], asOf) => {
        const result = classify(list, lines, asOf);
        const order = ["STANDARD", "SMA_0", "SMA_1", "SMA_2", "NPA"];
        expect(order.indexOf(result.bucket)).toBeGreaterThanOrEqual(order.indexOf(bucketOfDpd(result.dpd)));
        const owed = list
          .filter((d) => d.dueDate <= asOf)
          .reduce((s, d) => s + d.principalDuePaise + d.interestDuePaise, 0);
        expect(result.overduePaise).toBeGreaterThanOrEqual(result.dpd > 0 ? 1 : 0);
        expect(result.overduePaise).toBeLessThanOrEqual(owed);
      }),
    );
  });
});
