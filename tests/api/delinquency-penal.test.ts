import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DpdRow } from "@domain/api/delinquency";
import type { EmiDetail } from "@domain/api/emis";
import type { PayoffQuote } from "@domain/api/payoff";
import { emiCharges, emis } from "@server/db/schema/collections";
import { loans } from "@server/db/schema/loans";
import { programmes } from "@server/db/schema/programmes";
import { overdueAccruals, penalPayableOn } from "@server/modules/collections/receipts/penal-adjustments";
import { NBFC, OPS } from "./clients-kit";
import { delinquencyKit, PLACES, type Place, type Tranche } from "./delinquency-kit";

const kit = delinquencyKit();
const db = () => kit.database.db;

/** The loans' penal rate in these tests: the KFS's "24.00% per year on the overdue amount". */
const PENAL_PERCENT = 24;

/** base × 24 × days ÷ 36500, rounded half up to the paisa: the rule, worked here without the code under test. */
const penalOf = (basePaise: number, days: number) => {
  const numerator = BigInt(basePaise) * BigInt(PENAL_PERCENT) * BigInt(days);
  return Number((numerator * 2n + 36_500n) / 73_000n);
};

/**
 * An ACTIVE loan at 24% penal whose first due, ₹10,000 principal and ₹1,000 interest, falls on `dueDate`, under a
 * programme whose anchor bears `liabilityDays` of its overdue days.
 */
async function overdueLoan(place: Place, dueDate: string, liabilityDays = 0): Promise<Tranche> {
  await db().update(programmes).set({ liabilityDays }).where(eq(programmes.id, PLACES[place].programmeId));
  // A second due, years ahead, never overdue here: it keeps the loan's payoff quotable on the first's dates.
  const loan = await kit.tranche(place, kit.borrower(`Penal ${randomUUID().slice(0, 6)}`), [
    [dueDate, 1_000_000, 100_000],
    ["2030-01-10", 1_000_000, 50_000],
  ]);
  await db()
    .update(loans)
    .set({ status: "ACTIVE", penalInterestPercent: String(PENAL_PERCENT) })
    .where(eq(loans.id, loan.id));
  return loan;
}

const linesOf = (emiId: string) =>
  db()
    .select()
    .from(emiCharges)
    .where(and(eq(emiCharges.emiId, emiId), eq(emiCharges.kind, "OVERDUE")))
    .orderBy(emiCharges.createdAt);

const penalDueOf = async (emiId: string) =>
  (await db().select({ penal: emis.penalDuePaise }).from(emis).where(eq(emis.id, emiId)))[0]!.penal;

const trancheRow = async (asOf: string, loan: Tranche): Promise<DpdRow | undefined> => {
  const page = await kit.dpd(OPS, `asOf=${asOf}&level=tranche&search=${loan.ref}`);
  return page.payload.find((row) => row.id === loan.id);
};

describe("the day-end's overdue penal", () => {
  it("charges each day's penal on overdue principal and interest as its own line, once per date", async () => {
    // No liability days under this programme: the borrower bears every day.
    const loan = await overdueLoan("shree", "2026-01-10");
    const due = loan.dues[0]!;
    const base = 1_100_000;

    // Ten days past due: the first run charges the ten days since the due date.
    const first = await kit.dayEnd("2026-01-20");
    expect(await linesOf(due.id)).toEqual([
      expect.objectContaining({
        amountPaise: penalOf(base, 10),
        bearer: "BORROWER",
        chargedOn: "2026-01-20",
        dayEndDate: "2026-01-20",
        receiptId: null,
      }),
    ]);
    expect(penalOf(base, 10)).toBe(7_233);
    expect(await penalDueOf(due.id)).toBe(7_233);
    expect(await trancheRow("2026-01-20", loan)).toMatchObject({
      overduePaise: base,
      penalOutstandingPaise: 7_233,
      dpd: 11,
    });

    // A re-run of the date over the same ledger writes nothing and charges nothing twice.
    const again = await kit.dayEnd("2026-01-20");
    expect(again.runCount).toBe(first.runCount + 1);
    expect(await linesOf(due.id)).toHaveLength(1);
    expect(await penalDueOf(due.id)).toBe(7_233);

    // The next day charges that one day.
    await kit.dayEnd("2026-01-21");
    expect((await linesOf(due.id)).map((line) => line.amountPaise)).toEqual([7_233, penalOf(base, 1)]);

    // Half the principal paid on the 21st, entered late: the re-run replaces the day's charge on the smaller base.
    await kit.receive(loan, "2026-01-21", [[due, "PRINCIPAL", 500_000]]);
    await kit.dayEnd("2026-01-21");
    const lines = await linesOf(due.id);
    expect(lines.map((line) => line.amountPaise)).toEqual([
      7_233,
      penalOf(base, 1),
      penalOf(600_000, 1) - penalOf(base, 1),
    ]);
    expect(lines[2]).toMatchObject({
      dayEndDate: "2026-01-21",
      note: "Overdue penal, day-end re-run adjustment",
    });
    expect(await penalDueOf(due.id)).toBe(7_233 + penalOf(600_000, 1));

    // A collection that accrues penal through the same date finds nothing left to charge.
    const [row] = await db().select().from(emis).where(eq(emis.id, due.id));
    expect(await overdueAccruals(db(), [row!], "2026-01-21")).toEqual([]);

    // A receipt dated before a day-end's line cannot pay it: it was not charged yet on the receipt's day.
    expect((await penalPayableOn(db(), [row!], "2026-01-20"))[0]!.penalDuePaise).toBe(7_233);
    expect((await penalPayableOn(db(), [row!], "2026-01-19"))[0]!.penalDuePaise).toBe(row!.penalPaidPaise);

    // The payoff quote of a day counts the penal charged by that day, as a receipt of that day would pay it.
    await db().update(loans).set({ disbursedOn: "2025-12-10" }).where(eq(loans.id, loan.id));
    await db().update(emis).set({ status: "PENDING" }).where(eq(emis.loanId, loan.id));
    const quoteOn = (on: string) =>
      kit.okPayload<PayoffQuote>(OPS, "GET", `/user/loans/${loan.id}/payoff?on=${on}`);
    expect((await quoteOn("2026-01-20")).overduePenalPaise).toBe(7_233);
    expect((await quoteOn("2026-01-21")).overduePenalPaise).toBe(7_233 + penalOf(600_000, 1));

    // The EMI and the statement show the lines; the penal is never in the interest base.
    const detail = await kit.okPayload<EmiDetail>(OPS, "GET", `/account/emis/${due.id}`);
    expect(detail.charges.filter((charge) => charge.kind === "OVERDUE")).toHaveLength(3);
    expect(detail).toMatchObject({ interestDuePaise: 100_000, penalDuePaise: 7_233 + penalOf(600_000, 1) });
  });

  it("weighs each day by what was owed at its end, and a re-run leaves a due paid off since as charged", async () => {
    const loan = await overdueLoan("shree", "2026-04-01");
    const due = loan.dues[0]!;
    await kit.receive(loan, "2026-04-06", [[due, "PRINCIPAL", 500_000]]);
    await kit.dayEnd("2026-04-11");
    // 2–5 April on ₹11,000 (4 days), 6–11 April on ₹6,000 (6 days): ₹80,000 paise-days × 24% ÷ 365.
    const charged = penalOf(4 * 1_100_000 + 6 * 600_000, 1);
    expect((await linesOf(due.id)).map((line) => line.amountPaise)).toEqual([charged]);

    // Paid off on the 11th after the run (penal too): the re-run takes nothing back.
    await kit.receive(loan, "2026-04-11", [
      [due, "INTEREST", 100_000],
      [due, "PRINCIPAL", 500_000],
      [due, "PENAL", charged],
    ]);
    await db()
      .update(emis)
      .set({ principalPaidPaise: 1_000_000, interestPaidPaise: 100_000, penalPaidPaise: charged })
      .where(eq(emis.id, due.id));
    await kit.dayEnd("2026-04-11");
    expect((await linesOf(due.id)).map((line) => line.amountPaise)).toEqual([charged]);
    expect(await penalDueOf(due.id)).toBe(charged);
  });

  it("bills the programme's liability days to the anchor and the rest to the borrower", async () => {
    const loan = await overdueLoan("kaveri", "2026-02-01", 12);
    const due = loan.dues[0]!;
    await kit.dayEnd("2026-02-11");
    await kit.dayEnd("2026-02-16");
    const lines = await linesOf(due.id);
    // Days 1–10 on the 11th, all the anchor's; days 11–15 on the 16th: 11 and 12 the anchor's, 13–15 the borrower's.
    expect(lines.map(({ bearer, amountPaise, chargedOn }) => ({ bearer, amountPaise, chargedOn }))).toEqual(
      expect.arrayContaining([
        { bearer: "ANCHOR", amountPaise: penalOf(1_100_000, 10), chargedOn: "2026-02-11" },
        { bearer: "ANCHOR", amountPaise: penalOf(1_100_000, 2), chargedOn: "2026-02-16" },
        {
          bearer: "BORROWER",
          amountPaise: penalOf(1_100_000, 5) - penalOf(1_100_000, 2),
          chargedOn: "2026-02-16",
        },
      ]),
    );
    expect(lines).toHaveLength(3);
  });

  it("charges nothing on a due not yet overdue, a loan not active, or a loan with no penal rate", async () => {
    const onTime = await overdueLoan("shree", "2026-03-10");
    const closed = await overdueLoan("shree", "2026-03-01");
    await db().update(loans).set({ status: "CLOSED" }).where(eq(loans.id, closed.id));
    const noRate = await overdueLoan("shree", "2026-03-01");
    await db().update(loans).set({ penalInterestPercent: null }).where(eq(loans.id, noRate.id));
    const run = await kit.dayEnd("2026-03-10");
    for (const loan of [onTime, closed, noRate]) expect(await linesOf(loan.dues[0]!.id)).toEqual([]);
    expect(run).toMatchObject({ asOfDate: "2026-03-10" });
    // The run records what the date charged in all (the demo's overdue loans too), net of adjustments.
    const summary = await kit.summary(NBFC, "asOf=2026-03-10");
    const charged = await db().select().from(emiCharges).where(eq(emiCharges.dayEndDate, "2026-03-10"));
    expect(summary.run?.penalChargedPaise).toBe(charged.reduce((sum, line) => sum + line.amountPaise, 0));
  });
});
