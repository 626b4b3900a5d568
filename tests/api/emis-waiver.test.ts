import { describe, expect, it } from "vitest";
import type { Statement } from "@domain/api/delinquency";
import { and, eq } from "drizzle-orm";
import { EMI_WAIVER_WAITING, type EmiDetail } from "@domain/api/emis";
import { type PendingOperation, PROPOSER_CANNOT_DECIDE } from "@domain/api/pending-operations";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { auditLog } from "@server/db/schema/audit-log";
import { emiCharges, emiWriteOffs } from "@server/db/schema/collections";
import { dpdTrancheDays } from "@server/db/schema/delinquency";
import { users } from "@server/db/schema/users";
import { ADMIN, SUPERADMIN } from "./clients-kit";
import { COLLECTOR, emisKit } from "./emis-kit";

const kit = emisKit();
const today = () => businessDateAt(kit.clock.now());

type Component = "PENAL" | "INTEREST" | "PRINCIPAL";
const owed = (emi: EmiDetail) => ({
  PENAL: emi.penalDuePaise - emi.penalPaidPaise,
  INTEREST: emi.interestDuePaise - emi.interestPaidPaise,
  PRINCIPAL: emi.principalDuePaise - emi.principalPaidPaise,
});

const propose = (
  emi: Pick<EmiDetail, "id" | "version">,
  component: Component,
  amountPaise: number,
  reason: string,
  email = COLLECTOR,
) =>
  kit.okPayload<PendingOperation>(email, "POST", `/account/emis/${emi.id}/waive`, {
    version: emi.version,
    component,
    amountPaise,
    reason,
  });
const approve = (operation: PendingOperation, email = SUPERADMIN) =>
  kit.okPayload<PendingOperation>(email, "POST", `/account/pending-operations/${operation.id}/approve`);

const idOf = async (email: string) =>
  (await kit.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const writeOffsOf = (emiId: string) =>
  kit.database.db.select().from(emiWriteOffs).where(eq(emiWriteOffs.emiId, emiId));
const waiverChargesOf = (emiId: string) =>
  kit.database.db
    .select()
    .from(emiCharges)
    .where(and(eq(emiCharges.emiId, emiId), eq(emiCharges.kind, "WAIVER")));

/** The tranche's row of the day-end of `asOf`, run now. */
async function classified(loanId: string, asOf: string) {
  await kit.okPayload(SUPERADMIN, "POST", "/account/dpd/dayEnd", { asOfDate: asOf });
  const [row] = await kit.database.db
    .select()
    .from(dpdTrancheDays)
    .where(and(eq(dpdTrancheDays.asOfDate, asOf), eq(dpdTrancheDays.trancheId, loanId)));
  return row;
}

describe("waiving part of a due", () => {
  it("is proposed, changes nothing until another staff user approves, then lowers the due by a ledger line", async () => {
    const emi = await kit.npaDue();
    const before = owed(emi);
    // A partial interest waiver: a third of the interest, rounded down to the paisa, by the test's own sum.
    const amount = Math.floor(before.INTEREST / 3);
    expect(amount).toBeGreaterThan(0);
    const operation = await propose(emi, "INTEREST", amount, "Hardship: crop loss");
    expect(operation).toMatchObject({ kind: "EMI_WAIVER", state: "PENDING", receiptIds: [] });
    const title = `${emi.trancheRef} · EMI 1`;
    expect(operation.preview).toMatchObject({
      totalPaise: amount,
      borrowerName: emi.borrowerName,
      lines: [
        { label: "Interest waived", reference: title, amountPaise: amount },
        { label: "Interest owed after", reference: title, amountPaise: before.INTEREST - amount },
        {
          label: "Due owes after",
          reference: title,
          amountPaise: before.PENAL + before.INTEREST + before.PRINCIPAL - amount,
        },
      ],
    });
    expect(operation.preview.summary).toContain("Hardship: crop loss");

    // Waiting: nothing moved; a second waiver of the same EMI waits for the first.
    const waiting = await kit.readEmi(COLLECTOR, emi.id);
    expect(waiting).toMatchObject({
      status: "BOUNCED",
      version: emi.version,
      interestDuePaise: emi.interestDuePaise,
    });
    expect(await writeOffsOf(emi.id)).toEqual([]);
    const again = await kit.fails(409, COLLECTOR, "POST", `/account/emis/${emi.id}/waive`, {
      version: emi.version,
      component: "PENAL",
      amountPaise: 1,
      reason: "Again",
    });
    expect(again.message).toBe(EMI_WAIVER_WAITING);

    expect((await approve(operation)).state).toBe("APPROVED");
    const waived = await kit.readEmi(COLLECTOR, emi.id);
    expect(waived).toMatchObject({
      status: "BOUNCED",
      interestDuePaise: emi.interestDuePaise - amount,
      principalDuePaise: emi.principalDuePaise,
      penalDuePaise: emi.penalDuePaise,
      writtenOffPaise: 0,
    });
    expect(waived.outstandingPaise).toBe(emi.outstandingPaise - amount);
    const lines = await writeOffsOf(emi.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: "WAIVER",
      component: "INTEREST",
      amountPaise: amount,
      operationId: operation.id,
      receiptId: null,
      createdBy: await idOf(COLLECTOR),
      approvedBy: await idOf(SUPERADMIN),
      reason: "Hardship: crop loss",
      writtenOffOn: today(),
    });
    const audit = await kit.database.db.select().from(auditLog).where(eq(auditLog.entityId, operation.id));
    expect(audit.map((line) => line.action).sort()).toEqual(["EMI_WAIVER.approved", "EMI_WAIVER.proposed"]);

    // The day-end: today owes the interest less the waiver; yesterday, re-run, still reads the due as it stood.
    const overdue = before.INTEREST + before.PRINCIPAL;
    expect(await classified(emi.loanId!, today())).toMatchObject({
      bucket: "NPA",
      overduePaise: overdue - amount,
    });
    expect(await classified(emi.loanId!, addDays(today(), -1))).toMatchObject({
      bucket: "NPA",
      overduePaise: overdue,
    });

    // The statement shows the due as raised and the waiver as a credit of its day: yesterday's has no waiver.
    const statementOn = (asOf: string) =>
      kit.okPayload<Statement>(
        COLLECTOR,
        "GET",
        `/account/statement?lenderId=${emi.lenderId}&borrowerKey=${encodeURIComponent(emi.borrowerKey)}&asOf=${asOf}`,
      );
    const [yesterday, now] = [await statementOn(addDays(today(), -1)), await statementOn(today())];
    const dueOf = (statement: Statement) => statement.dues.find((due) => due.id === emi.id)!;
    expect(dueOf(yesterday).interestDuePaise).toBe(emi.interestDuePaise);
    expect(dueOf(now).interestDuePaise).toBe(emi.interestDuePaise);
    expect(dueOf(now).balancePaise).toBe(
      dueOf(yesterday).balancePaise +
        (dueOf(now).penalChargedPaise - dueOf(yesterday).penalChargedPaise) -
        amount,
    );
    expect(yesterday.entries.filter((entry) => entry.kind === "WAIVER")).toEqual([]);
    expect(now.entries.filter((entry) => entry.kind === "WAIVER")).toEqual([
      expect.objectContaining({
        date: today(),
        creditPaise: amount,
        interestPaise: amount,
        description: "Interest waived: Hardship: crop loss",
      }),
    ]);
    expect(now.balancePaise).toBe(now.entries.at(-1)!.balancePaise);
  });

  it("of penal leaves a negative WAIVER charge line; waiving every component completes the due", async () => {
    let emi = await kit.npaDue();
    const before = owed(emi);
    expect(before.PENAL).toBeGreaterThan(0);
    for (const component of ["PENAL", "INTEREST", "PRINCIPAL"] as const) {
      await approve(await propose(emi, component, before[component], `Waive ${component}`));
      emi = await kit.readEmi(COLLECTOR, emi.id);
    }
    const [charge, ...more] = await waiverChargesOf(emi.id);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ amountPaise: -before.PENAL, note: "Waive PENAL", receiptId: null });
    expect(charge?.operationId).toBeTruthy();
    expect((await writeOffsOf(emi.id)).map((line) => [line.component, line.amountPaise]).sort()).toEqual(
      [
        ["INTEREST", before.INTEREST],
        ["PRINCIPAL", before.PRINCIPAL],
      ].sort(),
    );
    expect(emi).toMatchObject({
      status: "COMPLETED",
      outstandingPaise: 0,
      penalDuePaise: emi.penalPaidPaise,
    });
  });

  it("cannot be approved by its proposer, and the due is unchanged", async () => {
    const emi = await kit.npaDue();
    const operation = await propose(emi, "PRINCIPAL", 100, "Goodwill", ADMIN);
    const refused = await kit.fails(
      403,
      ADMIN,
      "POST",
      `/account/pending-operations/${operation.id}/approve`,
    );
    expect(refused.message).toBe(PROPOSER_CANNOT_DECIDE);
    expect(await kit.readEmi(ADMIN, emi.id)).toMatchObject({
      status: "BOUNCED",
      version: emi.version,
      principalDuePaise: emi.principalDuePaise,
      outstandingPaise: emi.outstandingPaise,
    });
    expect(await writeOffsOf(emi.id)).toEqual([]);
  });

  it("refuses more than the component owes, a non-whole or zero amount, and no reason, in words", async () => {
    const emi = await kit.npaDue();
    const interest = owed(emi).INTEREST;
    const body = (overrides: object) => ({
      version: emi.version,
      component: "INTEREST",
      amountPaise: interest,
      reason: "x",
      ...overrides,
    });
    const url = `/account/emis/${emi.id}/waive`;
    const over = await kit.fails(400, COLLECTOR, "POST", url, body({ amountPaise: interest + 1 }));
    expect(over.errors?.[0]?.field).toBe("amountPaise");
    expect(over.errors?.[0]?.message).toMatch(/cannot be more than the interest this EMI still owes/);
    for (const amountPaise of [0, -5, 10.5, "100"])
      expect((await kit.fails(400, COLLECTOR, "POST", url, body({ amountPaise }))).message).toBeTruthy();
    const noReason = await kit.fails(400, COLLECTOR, "POST", url, body({ reason: " " }));
    expect(noReason.errors).toEqual([{ field: "reason", message: "Reason is required" }]);
    const component = await kit.fails(400, COLLECTOR, "POST", url, body({ component: "FEES" }));
    expect(component.errors?.[0]?.field).toBe("component");
    expect(await kit.readEmi(COLLECTOR, emi.id)).toMatchObject({ version: emi.version });
  });
});
