import { describe, expect, it } from "vitest";
import { kfsTermsSchema } from "@domain/api/loans";
import { eq } from "drizzle-orm";
import { kfsVersions } from "@server/db/schema/loans";
import { assertChargeOnAcceptedKfs, NO_ACCEPTED_KFS } from "@server/modules/loans/kfs/accepted-charges";
import { ADMIN, ANCHOR, NBFC, OPS } from "./clients-kit";
import { kfsLoanBody, loansKit } from "./loans-kit";

const kit = loansKit();

describe("POST /user/kfs", () => {
  it("issues versions with unique proposal numbers, voiding the one before, only under review or later", async () => {
    let loan = await kit.create(kfsLoanBody());
    const early = await kit.fails(409, OPS, "POST", "/user/kfs", { loanId: loan.id, version: loan.version });
    expect(early.message).toBe(
      "Loan is LOAN_DETAILS_SUBMITTED; its KFS can be issued only under review or after sanction",
    );
    loan = await kit.act(OPS, loan, "startReview");
    loan = await kit.issueKfs(OPS, loan);
    loan = await kit.issueKfs(OPS, loan);
    const digits = loan.loanNumber.slice(3);
    expect(loan.kfsVersions.map((kfs) => [kfs.proposalNumber, kfs.state])).toEqual([
      [`PN-${digits}-2`, "ISSUED"],
      [`PN-${digits}-1`, "VOID"],
    ]);
    expect(loan.kfs!.validUntil > loan.kfs!.issuedAt.slice(0, 10)).toBe(true);
    const [stored] = await kit.database.db
      .select()
      .from(kfsVersions)
      .where(eq(kfsVersions.proposalNumber, `PN-${digits}-1`));
    expect(stored?.voidReason).toBe(`Replaced by PN-${digits}-2`);
    const terms = kfsTermsSchema.parse(stored?.terms);
    expect(terms).toMatchObject({
      loanNumber: loan.loanNumber,
      lenderName: "Shree Finance Ltd",
      loanAmountPaise: 10_000_000,
    });
    expect(terms.calculation.schedule).toHaveLength(12);
    await kit.fails(403, ANCHOR, "POST", "/user/kfs", { loanId: loan.id, version: loan.version });
    const stale = await kit.fails(409, OPS, "POST", "/user/kfs", { loanId: loan.id, version: 1 });
    expect(stale.message).toBe("This loan was changed by someone else; reload it and try again");
  });

  it("keeps whoever prepared the KFS from sanctioning it (maker-checker)", async () => {
    let loan = await kit.create(kfsLoanBody());
    loan = await kit.act(OPS, loan, "startReview");
    const none = await kit.fails(409, NBFC, "POST", `/user/loans/${loan.id}/actions/sanction`, {
      version: loan.version,
    });
    expect(none.message).toBe("Issue the KFS before sanctioning the loan");
    loan = await kit.issueKfs(NBFC, loan);
    const own = await kit.fails(403, NBFC, "POST", `/user/loans/${loan.id}/actions/sanction`, {
      version: loan.version,
    });
    expect(own.message).toBe("You prepared this KFS; another user must sanction it");
    expect((await kit.read(NBFC, loan.id)).refusedActions).toContainEqual({
      action: "sanction",
      reason: "You prepared this KFS; another user must sanction it",
    });
    const ops = await kit.fails(403, OPS, "POST", `/user/loans/${loan.id}/actions/sanction`, {
      version: loan.version,
    });
    expect(ops.message).toBe("Only the lender's NBFC users or an administrator can sanction a loan");
    loan = await kit.act(ADMIN, loan, "sanction");
    expect(loan.status).toBe("SANCTIONED");
    loan = await kit.act(NBFC, loan, "undoSanction");
    expect(loan).toMatchObject({ status: "UNDER_REVIEW", kfs: { state: "VOID" } });
  });

  it("keeps whoever entered the terms from sanctioning them after someone else edits a field that is not a term", async () => {
    const body = kfsLoanBody();
    const entered = await kit.create(body, NBFC);
    let loan = await kit.okPayload<typeof entered>(OPS, "PUT", `/user/loans/${entered.id}`, {
      ...body,
      primarySecurity: "Hypothecation of cattle (typo fixed)",
      version: entered.version,
    });
    expect(loan).toMatchObject({ version: entered.version + 1, preparedByName: entered.preparedByName });
    loan = await kit.act(ADMIN, loan, "startReview");
    loan = await kit.issueKfs(ADMIN, loan);
    const own = await kit.fails(403, NBFC, "POST", `/user/loans/${loan.id}/actions/sanction`, {
      version: loan.version,
    });
    expect(own.message).toBe("You entered this loan's terms; another user must sanction its KFS");
    // A change of terms makes its editor the one who entered them: the first user may then check them.
    loan = await kit.okPayload<typeof loan>(OPS, "PUT", `/user/loans/${loan.id}`, {
      ...body,
      loanAmount: "110000",
      version: loan.version,
    });
    expect(loan.kfs?.state).toBe("VOID");
    loan = await kit.issueKfs(ADMIN, loan);
    loan = await kit.act(NBFC, loan, "sanction");
    expect(loan.status).toBe("SANCTIONED");
  });

  it("lets later collections charge only fees on the accepted KFS", async () => {
    let loan = await kit.sanctioned(
      kfsLoanBody({ otherCharges: [{ label: "Insurance", amount: "500", payableTo: "THIRD_PARTY" }] }),
    );
    const db = kit.database.db;
    await expect(assertChargeOnAcceptedKfs(db, loan.id, "Insurance", 50_000)).rejects.toThrow(
      NO_ACCEPTED_KFS,
    );
    await kit.esign(loan.id, "acceptKfs");
    loan = await kit.read(OPS, loan.id);
    await assertChargeOnAcceptedKfs(db, loan.id, "insurance", 50_000);
    // 2 % of ₹1,00,000 and 18 % GST on it.
    await assertChargeOnAcceptedKfs(db, loan.id, "Processing fee", 236_000);
    await expect(assertChargeOnAcceptedKfs(db, loan.id, "Insurance", 50_001)).rejects.toThrow(
      `Insurance of ₹500.01 is more than the ₹500.00 on the accepted KFS ${loan.kfs?.proposalNumber}`,
    );
    await expect(assertChargeOnAcceptedKfs(db, loan.id, "Legal fee", 100)).rejects.toThrow(
      `Legal fee is not on the accepted KFS ${loan.kfs?.proposalNumber}; no fee outside the KFS may be charged`,
    );
  });

  it("refuses to sanction a KFS past its validity, naming the date, and marks it expired", async () => {
    let loan = await kit.create(kfsLoanBody());
    loan = await kit.act(OPS, loan, "startReview");
    loan = await kit.issueKfs(OPS, loan);
    // The KFS lapses: its last valid day is moved into the past (the clock cannot move days on: tokens expire).
    const validUntil = "2024-03-05";
    await kit.database.db.update(kfsVersions).set({ validUntil }).where(eq(kfsVersions.id, loan.kfs!.id));
    const expired = await kit.fails(409, NBFC, "POST", `/user/loans/${loan.id}/actions/sanction`, {
      version: loan.version,
    });
    expect(expired.message).toBe(
      `KFS ${loan.kfs!.proposalNumber} expired: it was valid until 05/03/2024. Issue a new version before sanctioning`,
    );
    loan = await kit.read(NBFC, loan.id);
    expect(loan.kfs?.state).toBe("EXPIRED");
    loan = await kit.issueKfs(OPS, loan);
    loan = await kit.act(NBFC, loan, "sanction");
    expect(loan.status).toBe("SANCTIONED");
  });
});
