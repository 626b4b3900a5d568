import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { EMI_CANCEL_WAITING, type EmiDetail } from "@domain/api/emis";
import { type PendingOperation, PROPOSER_CANNOT_DECIDE } from "@domain/api/pending-operations";
import { businessDateAt } from "@domain/dates/business-date";
import { auditLog } from "@server/db/schema/audit-log";
import { emiWriteOffs } from "@server/db/schema/collections";
import { dpdTrancheDays } from "@server/db/schema/delinquency";
import { users } from "@server/db/schema/users";
import { ADMIN, SUPERADMIN } from "./clients-kit";
import { COLLECTOR, emisKit } from "./emis-kit";

const kit = emisKit();
const today = () => businessDateAt(kit.clock.now());

const propose = (emi: Pick<EmiDetail, "id" | "version">, reason: string, email = COLLECTOR) =>
  kit.okPayload<PendingOperation>(email, "POST", `/account/emis/${emi.id}/cancel`, {
    version: emi.version,
    reason,
  });
const decide = (operation: PendingOperation, email: string, path = "approve", body?: object) =>
  kit.okPayload<PendingOperation>(email, "POST", `/account/pending-operations/${operation.id}/${path}`, body);

const idOf = async (email: string) =>
  (await kit.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const linesOf = (emiId: string) =>
  kit.database.db.select().from(emiWriteOffs).where(eq(emiWriteOffs.emiId, emiId));

/** The tranche's classification by today's day-end, run now. */
async function classifiedToday(loanId: string) {
  await kit.okPayload(SUPERADMIN, "POST", "/account/dpd/dayEnd", { asOfDate: today() });
  const [row] = await kit.database.db
    .select()
    .from(dpdTrancheDays)
    .where(and(eq(dpdTrancheDays.asOfDate, today()), eq(dpdTrancheDays.trancheId, loanId)));
  return row;
}

describe("cancelling a due with money outstanding", () => {
  it("is proposed by a collections user, changes nothing until another staff user approves, then leaves ledger lines", async () => {
    const emi = await kit.npaDue();
    const principal = emi.principalDuePaise - emi.principalPaidPaise;
    const interest = emi.interestDuePaise - emi.interestPaidPaise;
    const penal = emi.penalDuePaise - emi.penalPaidPaise;
    expect(penal).toBeGreaterThan(0);

    const operation = await propose(emi, "Borrower deceased; claim filed");
    expect(operation).toMatchObject({ kind: "EMI_CANCEL", state: "PENDING", receiptIds: [] });
    expect(operation.preview).toMatchObject({
      totalPaise: principal + interest + penal,
      borrowerName: emi.borrowerName,
      lines: [
        { label: "Penal charges removed", reference: `${emi.trancheRef} · EMI 1`, amountPaise: penal },
        { label: "Interest removed", reference: `${emi.trancheRef} · EMI 1`, amountPaise: interest },
        { label: "Principal removed", reference: `${emi.trancheRef} · EMI 1`, amountPaise: principal },
      ],
    });
    expect(operation.preview.summary).toContain("Borrower deceased; claim filed");
    expect(operation.preview.summary).toContain(emi.trancheRef);

    // Waiting: the due is as it was, still owed and still classified NPA by the day-end.
    const waiting = await kit.readEmi(COLLECTOR, emi.id);
    expect(waiting).toMatchObject({ status: "BOUNCED", version: emi.version, writtenOffPaise: 0 });
    expect(waiting.outstandingPaise).toBe(principal + interest + penal);
    expect(await linesOf(emi.id)).toEqual([]);
    expect(await classifiedToday(emi.loanId!)).toMatchObject({ bucket: "NPA", dpd: 121 });
    expect(
      (
        await kit.fails(409, COLLECTOR, "POST", `/account/emis/${emi.id}/cancel`, {
          version: emi.version,
          reason: "Again",
        })
      ).message,
    ).toBe(EMI_CANCEL_WAITING);

    // The proposer cannot decide (a collections user is not money staff either).
    await kit.fails(403, COLLECTOR, "POST", `/account/pending-operations/${operation.id}/approve`);

    const approved = await decide(operation, SUPERADMIN);
    expect(approved.state).toBe("APPROVED");
    const cancelled = await kit.readEmi(COLLECTOR, emi.id);
    expect(cancelled).toMatchObject({ status: "CANCELLED", writtenOffPaise: principal + interest + penal });
    expect(cancelled.allowedActions).toEqual([]);
    const [proposer, approver] = [await idOf(COLLECTOR), await idOf(SUPERADMIN)];
    const lines = await linesOf(emi.id);
    expect(lines.map((line) => [line.component, line.amountPaise]).sort()).toEqual(
      [
        ["INTEREST", interest],
        ["PENAL", penal],
        ["PRINCIPAL", principal],
      ].sort(),
    );
    for (const line of lines)
      expect(line).toMatchObject({
        operationId: operation.id,
        receiptId: null,
        createdBy: proposer,
        approvedBy: approver,
        reason: "Borrower deceased; claim filed",
        writtenOffOn: today(),
      });
    const audit = await kit.database.db.select().from(auditLog).where(eq(auditLog.entityId, operation.id));
    expect(audit.map((line) => line.action).sort()).toEqual(["EMI_CANCEL.approved", "EMI_CANCEL.proposed"]);
    expect(cancelled.timeline.at(-1)).toMatchObject({ action: "cancel", to: "CANCELLED" });

    // Removed by two people: the day-end no longer counts the cancelled due as overdue.
    const after = await classifiedToday(emi.loanId!);
    expect(after?.dpd ?? 0).toBe(0);
  });

  it("cannot be approved by its proposer", async () => {
    const emi = await kit.npaDue();
    const operation = await propose(emi, "Duplicate instalment", ADMIN);
    const refused = await kit.fails(
      403,
      ADMIN,
      "POST",
      `/account/pending-operations/${operation.id}/approve`,
    );
    expect(refused.message).toBe(PROPOSER_CANNOT_DECIDE);
    expect((await kit.readEmi(ADMIN, emi.id)).status).toBe("BOUNCED");
  });

  it("leaves the due as it was when rejected, and can be proposed again", async () => {
    const emi = await kit.npaDue();
    const operation = await propose(emi, "Restructured");
    const rejected = await decide(operation, SUPERADMIN, "reject", { reason: "No restructure on file" });
    expect(rejected).toMatchObject({ state: "REJECTED", reason: "No restructure on file" });
    const after = await kit.readEmi(COLLECTOR, emi.id);
    expect(after).toMatchObject({ status: "BOUNCED", version: emi.version, writtenOffPaise: 0 });
    expect(after.outstandingPaise).toBe(emi.outstandingPaise);
    expect(await linesOf(emi.id)).toEqual([]);
    expect((await propose(emi, "Restructure approved")).state).toBe("PENDING");
  });

  it("is refused on approval when the due changed since the proposal, and needs a reason", async () => {
    const emi = await kit.npaDue();
    const missing = await kit.fails(400, COLLECTOR, "POST", `/account/emis/${emi.id}/cancel`, {
      version: emi.version,
      reason: " ",
    });
    expect(missing.errors).toEqual([{ field: "reason", message: "Reason is required" }]);
    const operation = await propose(emi, "Loan foreclosed");
    const paused = await kit.actOnEmi(COLLECTOR, emi, "pause");
    const stale = await kit.fails(
      409,
      SUPERADMIN,
      "POST",
      `/account/pending-operations/${operation.id}/approve`,
    );
    expect(stale.message).toBe("This EMI was changed by someone else; reload it and try again");
    expect(await kit.readEmi(COLLECTOR, emi.id)).toMatchObject({ status: "PAUSED", version: paused.version });
    expect(await linesOf(emi.id)).toEqual([]);
  });
});
