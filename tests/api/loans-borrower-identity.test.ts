import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MERGE_NEEDS_LOAN } from "@domain/api/borrower-identity";
import type { DpdRow } from "@domain/api/delinquency";
import type { LoanDetail } from "@domain/api/loans";
import { addDays } from "@domain/dates/business-date";
import { ALONE_ALREADY, BORROWER_ACCOUNT_LOAN, sameBorrowerAlready } from "@domain/lending/borrower-identity";
import { emis as emiTable } from "@server/db/schema/collections";
import { MERCHANT, NBFC, NBFC2, OPS, SUPERADMIN } from "./clients-kit";
import { collectionsKit, owed } from "./collections-kit";
import { individualLoanBody, kfsLoanBody, MERCHANT_ID, uniqueBorrower } from "./loans-kit";

const kit = collectionsKit();

const enter = (body: object) => kit.okPayload<LoanDetail>(OPS, "POST", "/user/loans/individual", body);

/** An individual loan taken from entry to ACTIVE (disbursed today). */
async function activeIndividual(body: object): Promise<LoanDetail> {
  let loan = await enter(body);
  loan = await kit.act(OPS, loan, "startReview");
  loan = await kit.issueKfs(OPS, loan);
  loan = await kit.act(NBFC, loan, "sanction");
  await kit.esign(loan.id, "acceptKfs");
  await kit.esign(loan.id, "signAgreement");
  return kit.act(OPS, await kit.read(OPS, loan.id), "disburse");
}

const change = (loan: Pick<LoanDetail, "id" | "version">, body: object, email = OPS) =>
  kit.okPayload<LoanDetail>(email, "POST", `/user/loans/${loan.id}/borrower`, {
    version: loan.version,
    reason: "Checked the borrower's KYC",
    ...body,
  });

const borrowerKeysOf = async (loanId: string) =>
  new Set(
    (await kit.database.db.select().from(emiTable).where(eq(emiTable.loanId, loanId))).map(
      (due) => due.borrowerKey,
    ),
  );

describe("one borrower per person", () => {
  it("matches a person's loans on mobile and name (case and spacing aside) or on PAN, and classifies them together", async () => {
    const name = uniqueBorrower("Savita Rathod");
    const person = { borrowerName: name, borrowerFatherName: "Mohan Rathod", borrowerMobile: "9811122233" };
    const first = await activeIndividual(individualLoanBody(person));
    const second = await activeIndividual(
      individualLoanBody({ ...person, borrowerName: `  ${name.toUpperCase().replace(" ", "   ")} ` }),
    );
    const stranger = await enter(individualLoanBody({ ...person, borrowerMobile: "9811122234" }));
    expect(first.borrowerIdentityId).toEqual(expect.any(String));
    expect(second.borrowerIdentityId).toBe(first.borrowerIdentityId);
    expect(stranger.borrowerIdentityId).not.toBe(first.borrowerIdentityId);
    expect((await kit.read(OPS, first.id)).sameBorrowerLoans).toEqual([
      { id: second.id, loanNumber: second.loanNumber, status: "ACTIVE" },
    ]);
    expect(await borrowerKeysOf(first.id)).toEqual(new Set([`borrower:${first.borrowerIdentityId}`]));
    expect(await borrowerKeysOf(second.id)).toEqual(new Set([`borrower:${first.borrowerIdentityId}`]));

    // The PAN, when given, decides: other mobiles and names, one borrower.
    const pan = `ABCPE${String((Date.now() % 9_999) + 1).padStart(4, "0")}Z`;
    const byPan = await enter(
      individualLoanBody({ borrowerPan: pan.toLowerCase(), borrowerMobile: "9700000001" }),
    );
    const samePan = await enter(individualLoanBody({ borrowerPan: pan, borrowerMobile: "9700000002" }));
    expect(byPan.borrowerPan).toBe(pan);
    expect(samePan.borrowerIdentityId).toBe(byPan.borrowerIdentityId);

    // The second loan's first due paid, the first's not: RBI's borrower is past due, though one loan is not.
    const [firstDue] = await kit.emisOf(first.id);
    const [secondDue] = await kit.emisOf(second.id);
    kit.travelTo(secondDue!.dueDate);
    await kit.manualPayment(second.id, owed(secondDue!));
    const asOf = addDays(firstDue!.dueDate, 1);
    kit.travelTo(asOf);
    await kit.okPayload(SUPERADMIN, "POST", "/account/dpd/dayEnd", { asOfDate: asOf });
    const rows = async (level: string) =>
      (
        await kit.page<DpdRow>(
          OPS,
          `/account/dpd?asOf=${asOf}&level=${level}&search=${encodeURIComponent(name.split(" ").slice(1).join(" "))}`,
        )
      ).payload;
    expect((await rows("tranche")).map((row) => [row.trancheRef, row.bucket]).sort()).toEqual(
      [
        [first.loanNumber, "SMA_0"],
        [second.loanNumber, "STANDARD"],
      ].sort(),
    );
    expect(await rows("borrower")).toEqual([
      expect.objectContaining({ trancheCount: 2, bucket: "SMA_0", dpd: 2 }),
    ]);

    // Staff split the second loan off: two borrowers after the next day-end; merged back, one again.
    const split = await change(await kit.read(OPS, second.id), { action: "SPLIT" });
    expect(split.borrowerIdentityId).not.toBe(first.borrowerIdentityId);
    expect(split.sameBorrowerLoans).toEqual([]);
    expect(await borrowerKeysOf(second.id)).toEqual(new Set([`borrower:${split.borrowerIdentityId}`]));
    await kit.okPayload(SUPERADMIN, "POST", "/account/dpd/dayEnd", { asOfDate: asOf });
    expect((await rows("borrower")).map((row) => row.bucket).sort()).toEqual(["SMA_0", "STANDARD"]);
    // A new loan of the same person still joins the first identity, not the one split off.
    const third = await enter(individualLoanBody(person));
    expect(third.borrowerIdentityId).toBe(first.borrowerIdentityId);

    const merged = await change(split, { action: "MERGE", withLoanNumber: first.loanNumber.toLowerCase() });
    expect(merged.borrowerIdentityId).toBe(first.borrowerIdentityId);
    expect(await borrowerKeysOf(second.id)).toEqual(new Set([`borrower:${first.borrowerIdentityId}`]));
    const audit = (await kit.read(OPS, second.id)).timeline.map((entry) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(["borrowerSplit", "borrowerMerged"]));
  });

  it("refuses what would not change the borrower, a merchant account's loan, bad input and other tenants", async () => {
    const name = uniqueBorrower("Lone Borrower");
    const lone = await enter(individualLoanBody({ borrowerName: name, borrowerMobile: "9822233344" }));
    const account = await kit.create(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    expect(account.borrowerIdentityId).toBeNull();

    const alone = await kit.fails(409, OPS, "POST", `/user/loans/${lone.id}/borrower`, {
      version: lone.version,
      action: "SPLIT",
      reason: "x",
    });
    expect(alone.message).toBe(ALONE_ALREADY);
    const self = await kit.fails(409, OPS, "POST", `/user/loans/${lone.id}/borrower`, {
      version: lone.version,
      action: "MERGE",
      withLoanNumber: lone.loanNumber,
      reason: "x",
    });
    expect(self.message).toBe(sameBorrowerAlready(lone.loanNumber));
    const withAccount = await kit.fails(409, OPS, "POST", `/user/loans/${lone.id}/borrower`, {
      version: lone.version,
      action: "MERGE",
      withLoanNumber: account.loanNumber,
      reason: "x",
    });
    expect(withAccount.message).toBe(BORROWER_ACCOUNT_LOAN);
    const noLoan = await kit.fails(400, OPS, "POST", `/user/loans/${lone.id}/borrower`, {
      version: lone.version,
      action: "MERGE",
      reason: "x",
    });
    expect(noLoan.errors?.[0]).toMatchObject({ field: "withLoanNumber", message: MERGE_NEEDS_LOAN });
    await kit.fails(400, OPS, "POST", `/user/loans/${lone.id}/borrower`, {
      version: lone.version,
      action: "JOIN",
    });
    await kit.fails(409, OPS, "POST", `/user/loans/${lone.id}/borrower`, {
      version: lone.version + 5,
      action: "SPLIT",
      reason: "x",
    });
    await kit.fails(404, OPS, "POST", `/user/loans/${lone.id}/borrower`, {
      version: lone.version,
      action: "MERGE",
      withLoanNumber: "LN-999999",
      reason: "x",
    });
    await kit.fails(403, MERCHANT, "POST", `/user/loans/${lone.id}/borrower`, {
      version: lone.version,
      action: "SPLIT",
      reason: "x",
    });
    await kit.fails(404, NBFC2, "POST", `/user/loans/${lone.id}/borrower`, {
      version: lone.version,
      action: "SPLIT",
      reason: "x",
    });
  });
});
