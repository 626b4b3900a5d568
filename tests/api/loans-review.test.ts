import { describe, expect, it } from "vitest";
import type { BorrowerSummary, LoanEligibility } from "@domain/api/loan-eligibility";
import { demoUserId } from "@server/db/seed/demo-data";
import { ANCHOR, ANCHOR2, MERCHANT, NBFC, NBFC2, OPS } from "./clients-kit";
import {
  GOKUL_PROGRAMME,
  KAVERI,
  kfsLoanBody,
  loansKit,
  MERCHANT_ID,
  SHREE,
  VARDHMAN_PROGRAMME,
} from "./loans-kit";

const kit = loansKit();

describe("POST /user/assignLender and /user/assignRm", () => {
  it("moves a loan to a lender its programme fits, only before sanction, and names a staff RM", async () => {
    let loan = await kit.create(kfsLoanBody({ programmeId: undefined, anchorName: "Walk-in" }));
    loan = await kit.okPayload(OPS, "POST", "/user/assignLender", {
      loanId: loan.id,
      lenderId: KAVERI.id,
      version: loan.version,
    });
    expect(loan).toMatchObject({ lenderId: KAVERI.id, lenderName: KAVERI.name, version: 2 });
    expect(loan.timeline.at(-1)).toMatchObject({ action: "assignLender", reason: `Lender: ${KAVERI.name}` });
    const inProgramme = await kit.create(kfsLoanBody());
    const misfit = await kit.fails(400, OPS, "POST", "/user/assignLender", {
      loanId: inProgramme.id,
      lenderId: KAVERI.id,
      version: 1,
    });
    expect(misfit.message).toBe(
      `Programme ${GOKUL_PROGRAMME.name} is financed by another lender, not by ${KAVERI.name}`,
    );
    await kit.fails(403, NBFC, "POST", "/user/assignLender", {
      loanId: inProgramme.id,
      lenderId: SHREE.id,
      version: 1,
    });
    const sanctioned = await kit.sanctioned();
    const late = await kit.fails(409, OPS, "POST", "/user/assignLender", {
      loanId: sanctioned.id,
      lenderId: SHREE.id,
      version: sanctioned.version,
    });
    expect(late.message).toBe("Loan is SANCTIONED; its lender can change only before sanction");

    const rm = await kit.okPayload<typeof loan>(OPS, "POST", "/user/assignRm", {
      loanId: sanctioned.id,
      rmUserId: demoUserId("ops"),
      version: sanctioned.version,
    });
    expect(rm).toMatchObject({ rmUserId: demoUserId("ops"), rmName: "Omkar Patil" });
    const notStaff = await kit.fails(400, OPS, "POST", "/user/assignRm", {
      loanId: sanctioned.id,
      rmUserId: demoUserId("nbfc"),
      version: rm.version,
    });
    expect(notStaff.errors).toEqual([
      {
        field: "rmUserId",
        message: "The relationship manager must be a platform staff user (operations, admin or super admin)",
      },
    ]);
    const listed = await kit.page<{ id: string; rmName: string | null }>(
      OPS,
      `/user/loans?search=${encodeURIComponent(rm.borrowerName)}`,
    );
    expect(listed.payload[0]?.rmName).toBe("Omkar Patil");
  });
});

describe("GET /user/eligibility and /user/summary", () => {
  it("weighs a loan against its programme's limit and the borrower's exposure", async () => {
    const fits = await kit.okPayload<LoanEligibility>(
      OPS,
      "GET",
      `/user/eligibility?programmeId=${GOKUL_PROGRAMME.id}&amount=10000000&borrowerUserId=${MERCHANT_ID}`,
    );
    expect(fits).toMatchObject({ eligible: true, requestedPaise: 10_000_000, reasons: [] });
    expect(fits.programme?.limitPaise).toBe(GOKUL_PROGRAMME.programLimitPaise);
    const before = fits.programme!.loansUsedPaise;
    const loan = await kit.sanctioned(kfsLoanBody({ borrowerUserId: MERCHANT_ID, loanAmount: "200000" }));
    const after = await kit.okPayload<LoanEligibility>(
      NBFC,
      "GET",
      `/user/eligibility?programmeId=${GOKUL_PROGRAMME.id}&amount=10000000&borrowerUserId=${MERCHANT_ID}`,
    );
    expect(after.programme!.loansUsedPaise).toBe(before + 20_000_000);
    expect(after.borrower).toMatchObject({ userId: MERCHANT_ID });
    expect(after.borrower!.exposurePaise).toBeGreaterThanOrEqual(20_000_000);
    const own = await kit.okPayload<LoanEligibility>(OPS, "GET", `/user/eligibility?loanId=${loan.id}`);
    expect(own.programme!.loansUsedPaise).toBe(before);
    const tooMuch = await kit.okPayload<LoanEligibility>(
      OPS,
      "GET",
      `/user/eligibility?programmeId=${GOKUL_PROGRAMME.id}&amount=${GOKUL_PROGRAMME.programLimitPaise + 1}`,
    );
    expect(tooMuch.eligible).toBe(false);
    expect(tooMuch.reasons[0]).toMatch(
      /^₹5,00,00,000\.01 is more than the ₹[\d,.]+ available on Gokul Milk Supplier Finance/,
    );
    const needs = await kit.fails(400, OPS, "GET", "/user/eligibility");
    expect(needs.errors?.[0]?.message).toBe(
      "Give a loanId, or a programmeId and an amount (paise) with an optional borrowerUserId",
    );
    await kit.fails(404, NBFC2, "GET", `/user/eligibility?loanId=${loan.id}`);
    await kit.fails(404, NBFC2, "GET", `/user/eligibility?programmeId=${GOKUL_PROGRAMME.id}&amount=100`);
    const kaveri = await kit.okPayload<LoanEligibility>(
      NBFC2,
      "GET",
      `/user/eligibility?programmeId=${VARDHMAN_PROGRAMME.id}&amount=100&borrowerUserId=${MERCHANT_ID}`,
    );
    expect(kaveri.borrower?.exposurePaise).toBe(0);

    const summary = await kit.okPayload<BorrowerSummary>(
      OPS,
      "GET",
      `/user/summary?borrowerUserId=${MERCHANT_ID}`,
    );
    expect(summary).toMatchObject({ borrowerUserId: MERCHANT_ID, onboardingStatus: "ESIGN_PENDING" });
    expect(summary.byStatus).toContainEqual(expect.objectContaining({ status: "SANCTIONED" }));
    expect(summary.totalSanctionedPaise).toBeGreaterThanOrEqual(20_000_000);
    expect(summary.totalDisbursedPaise).toBe(
      summary.byStatus
        .filter((row) => ["ACTIVE", "CLOSED", "WRITTEN_OFF"].includes(row.status))
        .reduce((sum, row) => sum + row.amountPaise, 0),
    );
    await kit.okPayload(MERCHANT, "GET", `/user/summary?borrowerUserId=${MERCHANT_ID}`);
    await kit.okPayload(ANCHOR, "GET", `/user/summary?borrowerUserId=${MERCHANT_ID}`);
    await kit.fails(404, NBFC2, "GET", `/user/summary?borrowerUserId=${MERCHANT_ID}`);
    await kit.fails(404, ANCHOR2, "GET", `/user/summary?borrowerUserId=${MERCHANT_ID}`);
    await kit.fails(404, MERCHANT, "GET", `/user/summary?borrowerUserId=${demoUserId("nbfc")}`);
  });
});
