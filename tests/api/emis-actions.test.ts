import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { BOUNCE_CHARGE_PAISE } from "@domain/collections/penal-charges";
import { auditLog } from "@server/db/schema/audit-log";
import { emiCharges } from "@server/db/schema/collections";
import { ADMIN, ANCHOR, MERCHANT, NBFC, PAYMENTS, SUPERADMIN } from "./clients-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";
import { COLLECTOR, emisKit } from "./emis-kit";

const kit = emisKit();
const today = () => businessDateAt(kit.clock.now());

async function firstEmi() {
  const loan = await kit.activeLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
  const [emi] = await kit.emisOf(loan.id);
  return emi!;
}

describe("an EMI through the EMI machine", () => {
  it("is scheduled, presented, bounced with 04 (charged), re-presented on a new date", async () => {
    const pending = await firstEmi();
    let emi = await kit.actOnEmi(COLLECTOR, pending, "markReady");
    expect(emi.status).toBe("READY_FOR_SCHEDULED");
    expect(emi.allowedActions).toEqual(["schedule", "pause", "cancel"]);
    const debitOn = addDays(today(), 2);
    emi = await kit.schedule(COLLECTOR, emi, debitOn);
    expect(emi).toMatchObject({ status: "SCHEDULED", presentation: "NACH", presentedOn: debitOn });
    emi = await kit.actOnEmi(COLLECTOR, emi, "present");
    expect(emi.status).toBe("INITIATED");
    emi = await kit.actOnEmi(COLLECTOR, emi, "bounce", { returnCode: "04" });
    expect(emi).toMatchObject({
      status: "BOUNCED",
      returnCode: "04",
      returnCodeLabel: "Insufficient balance",
      retryAllowed: true,
      bounceCount: 1,
      penalDuePaise: BOUNCE_CHARGE_PAISE,
    });
    expect(emi.charges).toEqual([
      expect.objectContaining({ kind: "BOUNCE", amountPaise: BOUNCE_CHARGE_PAISE, chargedOn: today() }),
    ]);
    expect(emi.allowedActions).toContain("reschedule");
    const again = addDays(today(), 5);
    emi = await kit.reschedule(COLLECTOR, emi, again);
    expect(emi).toMatchObject({ status: "RESCHEDULED", rescheduleDate: again, presentedOn: again });
    emi = await kit.schedule(COLLECTOR, emi, again);
    expect(emi.status).toBe("SCHEDULED");
    expect(emi.timeline.map((line) => [line.action, line.to])).toEqual([
      ["markReady", "READY_FOR_SCHEDULED"],
      ["schedule", "SCHEDULED"],
      ["present", "INITIATED"],
      ["bounce", "BOUNCED"],
      ["reschedule", "RESCHEDULED"],
      ["schedule", "SCHEDULED"],
    ]);
    expect(emi.timeline[3]?.reason).toBe("Returned 04 · Insufficient balance");
    expect(emi.timeline[0]?.actorName).not.toBeNull();
    const lines = await kit.database.db.select().from(auditLog).where(eq(auditLog.entityId, emi.id));
    expect(lines).toHaveLength(6);
  });

  it("refuses to present again a bounce whose return code allows no retry", async () => {
    let emi = await kit.actOnEmi(COLLECTOR, await firstEmi(), "markReady");
    emi = await kit.schedule(COLLECTOR, emi, today());
    emi = await kit.actOnEmi(COLLECTOR, emi, "present", { presentation: "UPI" });
    expect(emi.presentation).toBe("UPI");
    emi = await kit.actOnEmi(COLLECTOR, emi, "bounce", { returnCode: "01" });
    expect(emi).toMatchObject({ retryAllowed: false, returnCodeLabel: "Account closed" });
    expect(emi.allowedActions).not.toContain("reschedule");
    const refused = await kit.fails(409, COLLECTOR, "POST", "/account/collect/payment/reschedule", {
      emiId: emi.id,
      version: emi.version,
      reschedule_date: today(),
    });
    expect(refused.message).toBe(
      "Return code 01 does not allow presenting this EMI again; collect it another way or pause it",
    );
    emi = await kit.actOnEmi(COLLECTOR, emi, "pause", { note: "Borrower disputes the debit" });
    expect(emi.status).toBe("PAUSED");
    emi = await kit.actOnEmi(COLLECTOR, emi, "resume");
    expect(emi.status).toBe("PENDING");
    const proposal = await kit.okPayload<{ id: string }>(ADMIN, "POST", `/account/emis/${emi.id}/cancel`, {
      version: emi.version,
      reason: "Account closed; collected another way",
    });
    expect((await kit.readEmi(ADMIN, emi.id)).status).toBe("PENDING");
    await kit.okPayload(SUPERADMIN, "POST", `/account/pending-operations/${proposal.id}/approve`);
    emi = await kit.readEmi(ADMIN, emi.id);
    expect(emi.status).toBe("CANCELLED");
    expect(emi.allowedActions).toEqual([]);
  });

  it("charges nothing for a failure or a bank's own return code", async () => {
    let emi = await kit.actOnEmi(COLLECTOR, await firstEmi(), "markReady");
    emi = await kit.schedule(COLLECTOR, emi, today());
    emi = await kit.actOnEmi(COLLECTOR, emi, "present");
    emi = await kit.actOnEmi(COLLECTOR, emi, "bounce", { returnCode: "59" });
    expect(emi).toMatchObject({ penalDuePaise: 0, bounceCount: 1, retryAllowed: true });
    const charges = await kit.database.db.select().from(emiCharges).where(eq(emiCharges.emiId, emi.id));
    expect(charges).toEqual([]);
    emi = await kit.reschedule(COLLECTOR, emi, today());
    emi = await kit.schedule(COLLECTOR, emi, today());
    emi = await kit.actOnEmi(COLLECTOR, emi, "present");
    emi = await kit.actOnEmi(COLLECTOR, emi, "fail", { note: "Sponsor bank file rejected" });
    expect(emi).toMatchObject({ status: "FAILED", penalDuePaise: 0, bounceCount: 1 });
  });

  it("answers 409 naming the status for an illegal move, and for a stale version", async () => {
    const emi = await firstEmi();
    const illegal = await kit.fails(409, COLLECTOR, "POST", `/account/emis/${emi.id}/actions/bounce`, {
      version: emi.version,
      returnCode: "04",
    });
    expect(illegal.message).toMatch(/PENDING/);
    const ready = await kit.actOnEmi(COLLECTOR, emi, "markReady");
    const stale = await kit.fails(409, COLLECTOR, "POST", `/account/emis/${emi.id}/actions/pause`, {
      version: emi.version,
    });
    expect(stale.message).toBe("This EMI was changed by someone else; reload it and try again");
    expect((await kit.readEmi(COLLECTOR, emi.id)).version).toBe(ready.version);
  });

  it("checks the e-NACH schedule's amounts, date and the bounce's return code in words", async () => {
    const emi = await kit.actOnEmi(COLLECTOR, await firstEmi(), "markReady");
    const schedule = (overrides: Record<string, unknown>) =>
      kit.fails(400, COLLECTOR, "POST", "/account/collect/payment/schedule", {
        ...kit.scheduleBody(emi, today()),
        ...overrides,
      });
    const fieldOf = async (overrides: Record<string, unknown>) => (await schedule(overrides)).errors?.[0];
    expect(await fieldOf({ enachDate: addDays(today(), -1) })).toMatchObject({ field: "enachDate" });
    expect(await fieldOf({ enachAmount: "1.00" })).toMatchObject({
      field: "enachAmount",
      message: expect.stringMatching(
        /^Amount must be ₹[\d,.]+, the principal, interest and penal amounts together$/,
      ),
    });
    expect(await fieldOf({ penalAmount: "10.00", enachAmount: "1.00" })).toMatchObject({
      field: "penalAmount",
      message: "Penal Amount cannot be more than ₹0, what this EMI still owes",
    });
    expect(await fieldOf({ interestDays: 31 })).toMatchObject({ field: "interestDays" });
    expect(await fieldOf({ principalAmount: "999999.00" })).toMatchObject({
      field: "principalAmount",
      message: "Principal Amount cannot be more than the Pending Principal Amount",
    });
    const missing = await kit.fails(404, COLLECTOR, "POST", "/account/collect/payment/schedule", {
      ...kit.scheduleBody(emi, today()),
      enachInvoiceId: "INV-1",
    });
    expect(missing.message).toBe("EMI not found");
    const bounce = await kit.fails(400, COLLECTOR, "POST", `/account/emis/${emi.id}/actions/bounce`, {
      version: emi.version,
      returnCode: "99",
    });
    expect(bounce.errors?.[0]).toMatchObject({ field: "returnCode", message: "Please select one option" });
  });

  it("lets only collections staff act; readers read by tenancy", async () => {
    const emi = await firstEmi();
    for (const email of [NBFC, PAYMENTS, ANCHOR, MERCHANT])
      await kit.fails(403, email, "POST", `/account/emis/${emi.id}/actions/markReady`, {
        version: emi.version,
      });
    expect((await kit.readEmi(NBFC, emi.id)).allowedActions).toEqual([]);
    expect((await kit.readEmi(MERCHANT, emi.id)).id).toBe(emi.id);
    expect((await kit.readEmi(ANCHOR, emi.id)).id).toBe(emi.id);
    await kit.fails(404, "nbfc2@demo.in", "GET", `/account/emis/${emi.id}`);
    await kit.fails(404, "distribution@demo.in", "GET", `/account/emis/${emi.id}`);
  });
});
