import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessDateAt } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";
import { emis, emiWriteOffs } from "@server/db/schema/collections";
import { loans } from "@server/db/schema/loans";
import { dueScopeCondition } from "@server/modules/collections/receipts/due-scope";
import { lockPayableDues } from "@server/modules/collections/receipts/open-dues";
import {
  owedTotal,
  writtenOffNotReversible,
} from "@server/modules/collections/receipts/settlement-write-off";
import { collectionsKit, MAKER, rupees, uniqueUtr } from "./collections-kit";
import { COLLECTOR } from "./emis-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";

const kit = collectionsKit();
const today = () => businessDateAt(kit.clock.now());
const db = () => kit.database.db;
const inr = (paise: number) => formatInr(paise, { currency: true });

/** The merchant's payable dues a settlement takes: those of the lender of the oldest. */
async function settledDues() {
  const all = await lockPayableDues(
    db(),
    dueScopeCondition({ kind: "borrower", borrowerUserId: MERCHANT_ID }),
  );
  return all.filter((emi) => emi.lenderId === all[0]!.lenderId);
}

const settle = async (amountPaise: number) =>
  kit.propose("settlement", {
    userId: MERCHANT_ID,
    amount: rupees(amountPaise),
    utr: uniqueUtr(),
    settleDate: today(),
  });

describe("a compromise settlement", () => {
  it("pays what it can, writes off the rest per due, cancels the dues and writes off settled loans", async () => {
    await kit.activeLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    const dues = await settledDues();
    const owed = dues.reduce((sum, emi) => sum + owedTotal(emi), 0);
    const amount = 1_000_00;
    expect(owed).toBeGreaterThan(amount);

    const operation = await settle(amount);
    expect(operation.preview.writtenOffPaise).toBe(owed - amount);
    expect(operation.preview.summary).toContain(
      `compromise settlement: ${inr(amount)} paid, ${inr(owed - amount)} written off`,
    );
    const receiptId = (await kit.approve(operation)).receiptIds[0]!;

    const after = await db()
      .select()
      .from(emis)
      .where(
        inArray(
          emis.id,
          dues.map((emi) => emi.id),
        ),
      );
    const cancelled = after.filter((emi) => emi.status === "CANCELLED");
    const written = await db().select().from(emiWriteOffs).where(eq(emiWriteOffs.receiptId, receiptId));
    expect(written.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(owed - amount);
    expect(cancelled.reduce((sum, emi) => sum + emi.writtenOffPaise, 0)).toBe(owed - amount);
    expect(after.every((emi) => emi.status === "CANCELLED" || emi.status === "COMPLETED")).toBe(true);
    for (const emi of cancelled)
      expect(
        written.filter((line) => line.emiId === emi.id).reduce((sum, line) => sum + line.amountPaise, 0),
      ).toBe(emi.writtenOffPaise);

    expect((await kit.readEmi(COLLECTOR, cancelled[0]!.id)).writtenOffPaise).toBe(
      cancelled[0]!.writtenOffPaise,
    );
    const loanIds = [...new Set(after.flatMap((emi) => (emi.loanId ? [emi.loanId] : [])))];
    expect(loanIds.length).toBeGreaterThan(0);
    const statuses: string[] = [];
    for (const loanId of loanIds) {
      const [loan] = await db().select().from(loans).where(eq(loans.id, loanId));
      const open = (await db().select().from(emis).where(eq(emis.loanId, loanId))).some(
        (emi) => emi.status !== "CANCELLED" && emi.status !== "COMPLETED",
      );
      expect(loan!.status).toBe(open ? "ACTIVE" : "WRITTEN_OFF");
      statuses.push(loan!.status);
    }
    expect(statuses).toContain("WRITTEN_OFF");

    const receipt = await kit.readCollection(receiptId);
    const cancel = await kit.okPayload<{ id: string }>(MAKER, "POST", "/account/collection/manager/cancel", {
      ids: [receiptId],
    });
    expect((await kit.approve(cancel)).results).toEqual([
      expect.objectContaining({ ok: false, message: writtenOffNotReversible(receipt.receiptNumber) }),
    ]);
  });

  it("closes a loan its settlement pays in full, writing nothing off", async () => {
    const loan = await kit.activeLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    const dues = await settledDues();
    expect(dues.every((emi) => emi.loanId === loan.id)).toBe(true);
    const owed = dues.reduce((sum, emi) => sum + owedTotal(emi), 0);
    const operation = await settle(owed);
    expect(operation.preview.writtenOffPaise).toBe(0);
    expect(operation.preview.summary).not.toContain("written off");
    const receiptId = (await kit.approve(operation)).receiptIds[0]!;
    expect(await db().select().from(emiWriteOffs).where(eq(emiWriteOffs.receiptId, receiptId))).toEqual([]);
    const [closed] = await db().select().from(loans).where(eq(loans.id, loan.id));
    expect(closed).toMatchObject({ status: "CLOSED", closedOn: today() });
  });
});
