import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { EmiItem } from "@domain/api/emis";
import { type LoanDetail, LOAN_WRITE_OFF_WAITING, WRITE_OFF_NEEDS_APPROVAL } from "@domain/api/loans";
import { type PendingOperation, PROPOSER_CANNOT_DECIDE } from "@domain/api/pending-operations";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { auditLog } from "@server/db/schema/audit-log";
import { emis, emiWriteOffs } from "@server/db/schema/collections";
import { dpdBorrowerDays, dpdTrancheDays } from "@server/db/schema/delinquency";
import { users } from "@server/db/schema/users";
import { ADMIN, NBFC, OPS, SUPERADMIN } from "./clients-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";
import { emisKit } from "./emis-kit";

const kit = emisKit();
const today = () => businessDateAt(kit.clock.now());

/** An active ₹1,00,000 loan whose first due is moved 120 days back: NPA, still owing every due. */
async function npaLoan(): Promise<LoanDetail> {
  const loan = await kit.activeLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
  const [first] = await kit.emisOf(loan.id);
  await kit.database.db
    .update(emis)
    .set({ dueDate: addDays(today(), -120) })
    .where(eq(emis.id, first!.id));
  return kit.read(NBFC, loan.id);
}

const propose = (loan: Pick<LoanDetail, "id" | "version">, reason: string, email = NBFC) =>
  kit.okPayload<PendingOperation>(email, "POST", `/user/loans/${loan.id}/write-off`, {
    version: loan.version,
    reason,
  });
const approve = (operation: PendingOperation, email = SUPERADMIN) =>
  kit.okPayload<PendingOperation>(email, "POST", `/account/pending-operations/${operation.id}/approve`);
const idOf = async (email: string) =>
  (await kit.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const linesOf = (loanId: string) =>
  kit.database.db
    .select({ line: emiWriteOffs })
    .from(emiWriteOffs)
    .innerJoin(emis, eq(emis.id, emiWriteOffs.emiId))
    .where(eq(emis.loanId, loanId))
    .then((rows) => rows.map((row) => row.line));

describe("writing off a loan", () => {
  it("is refused as one person's action, and proposed by the lender needs another staff user's approval", async () => {
    const loan = await npaLoan();
    expect(loan.refusedActions).toContainEqual({ action: "writeOff", reason: WRITE_OFF_NEEDS_APPROVAL });
    for (const email of [NBFC, ADMIN, SUPERADMIN]) {
      const direct = await kit.fails(409, email, "POST", `/user/loans/${loan.id}/actions/writeOff`, {
        version: loan.version,
      });
      expect(direct.message).toBe(WRITE_OFF_NEEDS_APPROVAL);
    }
    // Operations staff may not even propose it (the lender's users or an administrator).
    await kit.fails(403, OPS, "POST", `/user/loans/${loan.id}/write-off`, {
      version: loan.version,
      reason: "x",
    });
    const noReason = await kit.fails(400, NBFC, "POST", `/user/loans/${loan.id}/write-off`, {
      version: loan.version,
      reason: "",
    });
    expect(noReason.errors).toEqual([{ field: "reason", message: "Reason is required" }]);

    // What it writes off, by the test's own sums: the principal is the whole ₹1,00,000 (nothing paid), the
    // interest each due's as scheduled.
    const dues: EmiItem[] = await kit.emisOf(loan.id);
    expect(dues).toHaveLength(12);
    const principal = dues.reduce((sum, emi) => sum + emi.principalDuePaise, 0);
    const interest = dues.reduce((sum, emi) => sum + emi.interestDuePaise, 0);
    expect(principal).toBe(10_000_000);

    const operation = await propose(loan, "Borrower absconding; recovery by agency");
    expect(operation).toMatchObject({ kind: "LOAN_WRITE_OFF", state: "PENDING" });
    expect(operation.preview).toMatchObject({
      totalPaise: principal + interest,
      writtenOffPaise: principal + interest,
    });
    expect(operation.preview.lines).toHaveLength(24);
    expect(operation.preview.summary).toContain("Borrower absconding; recovery by agency");

    // Waiting: still active and unchanged, no lines; a second proposal waits for the first.
    expect(await kit.read(NBFC, loan.id)).toMatchObject({ status: "ACTIVE", version: loan.version });
    expect(await linesOf(loan.id)).toEqual([]);
    expect(
      (
        await kit.fails(409, ADMIN, "POST", `/user/loans/${loan.id}/write-off`, {
          version: loan.version,
          reason: "Again",
        })
      ).message,
    ).toBe(LOAN_WRITE_OFF_WAITING);

    expect((await approve(operation)).state).toBe("APPROVED");
    expect(await kit.read(NBFC, loan.id)).toMatchObject({ status: "WRITTEN_OFF", closedOn: today() });
    const lines = await linesOf(loan.id);
    expect(lines).toHaveLength(24);
    const sum = (component: string) =>
      lines
        .filter((line) => line.component === component)
        .reduce((total, line) => total + line.amountPaise, 0);
    expect([sum("PRINCIPAL"), sum("INTEREST")]).toEqual([principal, interest]);
    const [proposer, approver] = [await idOf(NBFC), await idOf(SUPERADMIN)];
    for (const line of lines)
      expect(line).toMatchObject({
        kind: "WRITE_OFF",
        operationId: operation.id,
        receiptId: null,
        createdBy: proposer,
        approvedBy: approver,
        reason: "Borrower absconding; recovery by agency",
        writtenOffOn: today(),
      });
    const audit = await kit.database.db.select().from(auditLog).where(eq(auditLog.entityId, operation.id));
    expect(audit.map((line) => line.action).sort()).toEqual([
      "LOAN_WRITE_OFF.approved",
      "LOAN_WRITE_OFF.proposed",
    ]);

    // A technical write-off: the dues stay owing, and the day-end reports the loan, written off, still NPA.
    expect((await kit.emisOf(loan.id)).map((emi) => emi.outstandingPaise)).toEqual(
      dues.map((emi) => emi.outstandingPaise),
    );
    await kit.okPayload(SUPERADMIN, "POST", "/account/dpd/dayEnd", { asOfDate: today() });
    const [tranche] = await kit.database.db
      .select()
      .from(dpdTrancheDays)
      .where(and(eq(dpdTrancheDays.asOfDate, today()), eq(dpdTrancheDays.trancheId, loan.id)));
    expect(tranche).toMatchObject({
      bucket: "NPA",
      dpd: 121,
      writtenOffPaise: principal + interest,
      principalOutstandingPaise: principal,
    });
    const [borrower] = await kit.database.db
      .select()
      .from(dpdBorrowerDays)
      .where(and(eq(dpdBorrowerDays.asOfDate, today()), eq(dpdBorrowerDays.borrowerId, tranche!.borrowerId)));
    expect(borrower?.writtenOffPaise).toBeGreaterThanOrEqual(principal + interest);
    const listed = await kit.okPayload<{ trancheRef: string; writtenOffPaise: number }[]>(
      SUPERADMIN,
      "GET",
      `/account/dpd?asOf=${today()}&level=tranche&search=${encodeURIComponent(loan.loanNumber)}`,
    );
    expect(listed.find((row) => row.trancheRef === loan.loanNumber)?.writtenOffPaise).toBe(
      principal + interest,
    );

    // Undone the next day by the lender, the write-off is taken back line by line from that day: the loan is
    // active again and that day's day-end reports nothing written off, while the day before still reads it.
    const writtenOffOn = today();
    const undoneOn = addDays(writtenOffOn, 1);
    kit.travelTo(undoneOn);
    const undone = await kit.act(NBFC, await kit.read(NBFC, loan.id), "undoWriteOff");
    expect(undone.status).toBe("ACTIVE");
    const writeOffLines = (await linesOf(loan.id)).filter((line) => line.kind === "WRITE_OFF");
    expect(writeOffLines.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(0);
    const takenBack = writeOffLines.filter((line) => line.amountPaise < 0);
    expect(takenBack.length).toBeGreaterThan(0);
    expect(
      takenBack.every((line) => line.writtenOffOn === undoneOn && line.operationId === operation.id),
    ).toBe(true);
    const trancheOn = async (day: string) => {
      await kit.okPayload(SUPERADMIN, "POST", "/account/dpd/dayEnd", { asOfDate: day });
      const [row] = await kit.database.db
        .select()
        .from(dpdTrancheDays)
        .where(and(eq(dpdTrancheDays.asOfDate, day), eq(dpdTrancheDays.trancheId, loan.id)));
      return row;
    };
    expect((await trancheOn(undoneOn))?.writtenOffPaise).toBe(0);
    expect((await trancheOn(writtenOffOn))?.writtenOffPaise).toBe(principal + interest);
  });

  it("cannot be approved by its proposer, and the loan stays active", async () => {
    const loan = await npaLoan();
    const operation = await propose(loan, "Uncollectable", ADMIN);
    const refused = await kit.fails(
      403,
      ADMIN,
      "POST",
      `/account/pending-operations/${operation.id}/approve`,
    );
    expect(refused.message).toBe(PROPOSER_CANNOT_DECIDE);
    expect(await kit.read(ADMIN, loan.id)).toMatchObject({ status: "ACTIVE", version: loan.version });
    expect(await linesOf(loan.id)).toEqual([]);
  });
});
