import { describe, expect, it } from "vitest";
import { auditLog } from "@server/db/schema/audit-log";
import { users } from "@server/db/schema/users";
import { and, eq } from "drizzle-orm";
import { ADMIN, MERCHANT, NBFC, NBFC2, OPS, SUPERADMIN } from "./clients-kit";
import { kfsLoanBody, loansKit, MERCHANT_ID } from "./loans-kit";
import { CLOSE_NEEDS_APPROVAL } from "@domain/api/loans";

const kit = loansKit();

describe("a loan's life through the loan machine", () => {
  it("goes from details submitted to active, audited at each step, the borrower's onboarding following", async () => {
    let loan = await kit.create(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    expect(loan).toMatchObject({
      status: "LOAN_DETAILS_SUBMITTED",
      version: 1,
      canEdit: true,
      canIssueKfs: false,
    });
    expect(loan.loanNumber).toMatch(/^LN-\d{6}$/);
    expect(loan.allowedActions).toEqual(["startReview", "reject"]);
    loan = await kit.act(OPS, loan, "startReview");
    expect(loan).toMatchObject({ status: "UNDER_REVIEW", canIssueKfs: true });
    expect(loan.refusedActions).toContainEqual({
      action: "sanction",
      reason: "Only the lender's NBFC users or an administrator can sanction a loan",
    });
    loan = await kit.issueKfs(OPS, loan);
    expect(loan.kfs).toMatchObject({ version: 1, state: "ISSUED" });
    expect(loan.kfs?.proposalNumber).toBe(`PN-${loan.loanNumber.slice(3)}-1`);
    const asNbfc = await kit.read(NBFC, loan.id);
    expect(asNbfc.allowedActions).toContain("sanction");
    loan = await kit.act(NBFC, loan, "sanction", { note: "Bureau and bank statement fine" });
    expect(loan).toMatchObject({ status: "SANCTIONED", onboardingStatus: "ESIGN_PENDING" });
    await kit.esign(loan.id, "acceptKfs");
    await kit.esign(loan.id, "signAgreement");
    loan = await kit.read(OPS, loan.id);
    expect(loan).toMatchObject({
      status: "AGREEMENT_SIGNED",
      canEdit: true,
      onboardingStatus: "ENACH_PENDING",
    });
    const refused = await kit.fails(403, NBFC, "POST", `/user/loans/${loan.id}/actions/disburse`, {
      version: loan.version,
    });
    expect(refused.message).toBe("Only platform staff can disburse a loan");
    loan = await kit.act(OPS, loan, "disburse");
    expect(loan).toMatchObject({ status: "ACTIVE", canEdit: false });
    expect(loan.disbursedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(loan.timeline.map((line) => line.to)).toEqual([
      "LOAN_DETAILS_SUBMITTED",
      "UNDER_REVIEW",
      null,
      "SANCTIONED",
      "KFS_ACCEPTED",
      "AGREEMENT_SIGNED",
      "ACTIVE",
    ]);
    expect(loan.timeline[3]?.reason).toContain("Bureau and bank statement fine");
    const [borrower] = await kit.database.db.select().from(users).where(eq(users.id, MERCHANT_ID));
    expect(borrower?.onboardingStatus).toBe("ENACH_PENDING");
    const lines = await kit.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "loan"), eq(auditLog.entityId, loan.id)))
      .orderBy(auditLog.id);
    expect(lines.map((line) => line.action)).toEqual([
      "create",
      "startReview",
      "issueKfs",
      "sanction",
      "acceptKfs",
      "signAgreement",
      "disburse",
    ]);
    // No one closes a loan alone (it still owes everything here): the loan page shows Close refused with why.
    const close = await kit.fails(409, OPS, "POST", `/user/loans/${loan.id}/actions/close`, {
      version: loan.version,
    });
    expect(close.message).toBe(CLOSE_NEEDS_APPROVAL);
    expect((await kit.read(OPS, loan.id)).refusedActions).toContainEqual({
      action: "close",
      reason: CLOSE_NEEDS_APPROVAL,
    });
    // A write-off is never one person's: proposed by an administrator, approved by another staff user.
    await kit.fails(409, ADMIN, "POST", `/user/loans/${loan.id}/actions/writeOff`, { version: loan.version });
    const writeOff = await kit.okPayload<{ id: string }>(ADMIN, "POST", `/user/loans/${loan.id}/write-off`, {
      version: loan.version,
      reason: "Uncollectable",
    });
    await kit.okPayload(SUPERADMIN, "POST", `/account/pending-operations/${writeOff.id}/approve`);
    loan = await kit.read(ADMIN, loan.id);
    expect(loan.status).toBe("WRITTEN_OFF");
    loan = await kit.act(SUPERADMIN, loan, "undoWriteOff");
    expect(loan.status).toBe("ACTIVE");
  });

  it("refuses an action the status does not allow with a 409 naming the status, and a stale version", async () => {
    const loan = await kit.create(kfsLoanBody());
    const illegal = await kit.fails(409, OPS, "POST", `/user/loans/${loan.id}/actions/disburse`, {
      version: loan.version,
    });
    expect(illegal.message).toBe("Loan is LOAN_DETAILS_SUBMITTED; it cannot be disbursed");
    await kit.act(OPS, loan, "startReview");
    const stale = await kit.fails(409, OPS, "POST", `/user/loans/${loan.id}/actions/reject`, {
      version: loan.version,
      reason: "Invalid amount",
    });
    expect(stale.message).toBe("This loan was changed by someone else; reload it and try again");
    const unknown = await kit.fails(400, OPS, "POST", `/user/loans/${loan.id}/actions/acceptKfs`, {
      version: 2,
    });
    expect(unknown.message).toBeTruthy();
  });

  it("needs one of the spec's reasons to reject, and keeps the reason and note", async () => {
    let loan = await kit.create(kfsLoanBody());
    loan = await kit.act(OPS, loan, "startReview");
    const missing = await kit.fails(400, NBFC, "POST", `/user/loans/${loan.id}/actions/reject`, {
      version: loan.version,
    });
    expect(missing.errors).toEqual([{ field: "reason", message: "Reason is required" }]);
    const wrong = await kit.fails(400, NBFC, "POST", `/user/loans/${loan.id}/actions/reject`, {
      version: loan.version,
      reason: "Bad vibes",
    });
    expect(wrong.errors?.[0]?.field).toBe("reason");
    loan = await kit.act(NBFC, loan, "reject", {
      reason: "Credit limit exceeded",
      note: "Over the programme",
    });
    expect(loan).toMatchObject({
      status: "LOAN_REJECTED",
      rejectReason: "Credit limit exceeded",
      rejectNote: "Over the programme",
      allowedActions: [],
      canEdit: false,
    });
    expect(loan.timeline.at(-1)?.reason).toBe("Credit limit exceeded: Over the programme");
  });

  it("keeps other lenders, anchors and merchants out of a loan's actions", async () => {
    const loan = await kit.create(kfsLoanBody());
    await kit.fails(404, NBFC2, "POST", `/user/loans/${loan.id}/actions/startReview`, { version: 1 });
    await kit.fails(403, MERCHANT, "POST", `/user/loans/${loan.id}/actions/startReview`, { version: 1 });
    await kit.fails(404, NBFC2, "GET", `/user/loans/${loan.id}`);
  });
});
