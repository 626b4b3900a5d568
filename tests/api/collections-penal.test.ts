import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, businessDateAt } from "@domain/dates/business-date";
import { emiCharges, emis } from "@server/db/schema/collections";
import { loans } from "@server/db/schema/loans";
import { dueScopeCondition } from "@server/modules/collections/receipts/due-scope";
import { lockPayableDues, outstandingOf } from "@server/modules/collections/receipts/open-dues";
import { collectionsKit, MAKER, rupees, uniqueUtr } from "./collections-kit";
import { COLLECTOR } from "./emis-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";

const kit = collectionsKit();
const today = () => businessDateAt(kit.clock.now());
const db = () => kit.database.db;

/** The anchor of a fresh loan (its programme's network) and the oldest due a bulk collection would pay first. */
async function anchorAndOldestDue() {
  const loan = await kit.activeLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
  const [oldest] = await lockPayableDues(
    db(),
    dueScopeCondition({ kind: "anchor", anchorId: loan.anchorId! }),
  );
  return { anchorId: loan.anchorId!, oldest: oldest! };
}

const emiRow = async (id: string) => (await db().select().from(emis).where(eq(emis.id, id)))[0]!;

const bulk = (anchorId: string, amountPaise: number, flags: object) =>
  kit.propose("bulk", {
    bulkId: anchorId,
    amount: rupees(amountPaise),
    utr: uniqueUtr(),
    collectionDate: today(),
    waivedOffPenal: false,
    applyOverDueInterest: false,
    ...flags,
  });

describe("a bulk collection's penal choices", () => {
  it("waives the covered dues' penal on approval, and its reversal re-instates it", async () => {
    const { anchorId, oldest } = await anchorAndOldestDue();
    // A bounce charge on the oldest due, as the bounce command writes it, so there is penal to waive.
    await db().insert(emiCharges).values({
      id: crypto.randomUUID(),
      emiId: oldest.id,
      kind: "BOUNCE",
      chargedOn: oldest.dueDate,
      amountPaise: 50_000,
    });
    await db()
      .update(emis)
      .set({ penalDuePaise: oldest.penalDuePaise + 50_000 })
      .where(eq(emis.id, oldest.id));
    const before = await emiRow(oldest.id);
    const owed = outstandingOf(before);
    expect(owed.PENAL).toBeGreaterThanOrEqual(50_000);

    const operation = await bulk(anchorId, owed.PRINCIPAL + owed.INTEREST, { waivedOffPenal: true });
    expect(operation.preview.penalWaivedPaise).toBe(owed.PENAL);
    expect(operation.preview.summary).toContain("penal waived");
    const receiptId = (await kit.approve(operation)).receiptIds[0]!;
    const receipt = await kit.readCollection(receiptId);
    expect(receipt.allocations.some((line) => line.component === "PENAL")).toBe(false);
    const waived = await emiRow(oldest.id);
    expect(waived).toMatchObject({ status: "COMPLETED", penalDuePaise: before.penalPaidPaise });
    const [waiver] = await db()
      .select()
      .from(emiCharges)
      .where(and(eq(emiCharges.emiId, oldest.id), eq(emiCharges.kind, "WAIVER")));
    expect(waiver).toMatchObject({
      amountPaise: -owed.PENAL,
      receiptId,
      chargedOn: today(),
      note: `Waived off by bulk collection ${receipt.receiptNumber}`,
    });
    expect(waiver!.createdBy).not.toBeNull();
    expect((await kit.readEmi(COLLECTOR, oldest.id)).charges).toContainEqual(
      expect.objectContaining({ kind: "WAIVER", amountPaise: -owed.PENAL, note: waiver!.note }),
    );

    const cancel = await kit.okPayload<{ id: string }>(MAKER, "POST", "/account/collection/manager/cancel", {
      ids: [receiptId],
    });
    expect((await kit.approve(cancel)).results).toEqual([expect.objectContaining({ ok: true })]);
    const reinstated = await emiRow(oldest.id);
    expect(reinstated.penalDuePaise).toBe(before.penalDuePaise);
    expect(reinstated.status).not.toBe("COMPLETED");
    expect(outstandingOf(reinstated)).toEqual(owed);
    const lines = await db().select().from(emiCharges).where(eq(emiCharges.reversesId, waiver!.id));
    expect(lines).toEqual([expect.objectContaining({ kind: "WAIVER", amountPaise: owed.PENAL })]);
  });

  it("accrues overdue penal through the collection date before appropriating, once for the same days", async () => {
    const { anchorId, oldest: first } = await anchorAndOldestDue();
    kit.travelTo(addDays(today(), 3));
    const dues = (await lockPayableDues(db(), dueScopeCondition({ kind: "anchor", anchorId }))).filter(
      (emi) => emi.lenderId === first.lenderId,
    );
    // The oldest overdue loan due: the older dues are invoices, which carry no penal rate.
    const at = dues.findIndex((emi) => emi.loanId && emi.dueDate < today());
    const oldest = dues[at]!;
    const ahead = dues.slice(0, at).reduce((sum, emi) => {
      const owed = outstandingOf(emi);
      return sum + owed.PENAL + owed.INTEREST + owed.PRINCIPAL;
    }, 0);
    // The day-end charged the overdue penal through the seed's day: the collection charges only the days since.
    const charged = await db()
      .select({ on: emiCharges.chargedOn })
      .from(emiCharges)
      .where(and(eq(emiCharges.emiId, oldest.id), eq(emiCharges.kind, "OVERDUE")));
    const from =
      charged
        .map((line) => line.on)
        .sort()
        .at(-1) ?? oldest.dueDate;
    const days = daysBetween(from, today());
    expect(days).toBe(3);
    const [loan] = await db().select().from(loans).where(eq(loans.id, oldest.loanId!));
    const owed = outstandingOf(oldest);
    // Overdue principal and interest × rate % a year × days ÷ 36500, rounded half up once (RBI 2023: never on penal).
    const rateBasisPoints = BigInt(Math.round(Number(loan!.penalInterestPercent) * 10_000));
    const numerator = BigInt(owed.PRINCIPAL + owed.INTEREST) * rateBasisPoints * BigInt(days);
    const denominator = 36_500n * 10_000n;
    const expected = Number((numerator * 2n + denominator) / (denominator * 2n));
    expect(expected).toBeGreaterThanOrEqual(100);

    const operation = await bulk(anchorId, ahead + 100, { applyOverDueInterest: true });
    expect(operation.preview.overdueAccruedPaise).toBeGreaterThanOrEqual(expected);
    expect(operation.preview.summary).toContain("overdue penal accrued");
    const receiptId = (await kit.approve(operation)).receiptIds[0]!;
    const accrued = await db()
      .select()
      .from(emiCharges)
      .where(
        and(
          eq(emiCharges.emiId, oldest.id),
          eq(emiCharges.kind, "OVERDUE"),
          eq(emiCharges.receiptId, receiptId),
        ),
      );
    expect(accrued.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(expected);
    expect(accrued.every((line) => line.chargedOn === today() && line.receiptId === receiptId)).toBe(true);
    const all = await db().select().from(emiCharges).where(eq(emiCharges.receiptId, receiptId));
    expect(all.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(operation.preview.overdueAccruedPaise);
    const after = await emiRow(oldest.id);
    expect(after.penalDuePaise).toBe(oldest.penalDuePaise + expected);
    const receipt = await kit.readCollection(receiptId);
    expect(receipt.allocations.filter((line) => line.emiId === oldest.id)).toEqual([
      expect.objectContaining({ component: "PENAL", amountPaise: 100 }),
    ]);

    const again = await bulk(anchorId, 100, { applyOverDueInterest: true });
    expect(again.preview.overdueAccruedPaise).toBe(0);
  });
});
