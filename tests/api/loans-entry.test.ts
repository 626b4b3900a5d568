import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LENDER_UNKNOWN } from "@domain/api/admin-users";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { auditLog } from "@server/db/schema/audit-log";
import { ANCHOR, MERCHANT, NBFC, NBFC2, OPS } from "./clients-kit";
import {
  GOKUL,
  individualLoanBody,
  kfsLoanBody,
  KAVERI,
  loansKit,
  VARDHMAN,
  VARDHMAN_PROGRAMME,
} from "./loans-kit";

const kit = loansKit();
const KFS_URL = "/user/loans";
const INDIVIDUAL_URL = "/user/loans/individual";
const errorsOf = async (url: string, body: object, email = OPS) =>
  (await kit.fails(400, email, "POST", url, body)).errors ?? [];

describe("POST /user/loans (the Loan/KFS form)", () => {
  it("enters the loan with the server's figures, never the form's APR", async () => {
    const loan = await kit.create(kfsLoanBody({ apr: "99.99", feeGstPercent: "0", processingFeeKfs: "3" }));
    expect(loan).toMatchObject({
      kind: "KFS",
      status: "LOAN_DETAILS_SUBMITTED",
      loanAmountPaise: 10_000_000,
      emiPaise: 888_488,
      netDisbursedPaise: 9_700_000,
      anchorId: GOKUL.id,
      anchorName: GOKUL.name,
      lenderName: "Shree Finance Ltd",
      programmeName: "Gokul Milk Supplier Finance",
      preparedByName: "Omkar Patil",
    });
    // domain.md's Annex B example: ₹1,00,000 over 12 months at 12 % with ₹3,000 of fees is about 17.84 %.
    expect(Math.abs(Number(loan.aprPercent) - 17.84)).toBeLessThanOrEqual(0.02);
    expect(Number(loan.calculation.apr)).toBe(Number(loan.aprPercent));
    expect(loan.calculation.schedule).toHaveLength(12);
    expect(loan.calculation.schedule.at(-1)?.balance).toBe("0.00");
  });

  it("says the spec's messages for bad fields", async () => {
    const errors = await errorsOf(
      KFS_URL,
      kfsLoanBody({
        borrowerName: "x".repeat(51),
        loanAmount: "12345678901",
        loanTenure: "123456",
        processingFeeKfs: "12.345",
        penalInterest: "123456",
        dailyDeduction: "",
        repaymentFrequency: 11,
        invoiceType: "",
        rateCalDuration: "WEEKLY",
        userType: "",
        businessCategories: "",
        businessTypes: "",
      }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "borrowerName", message: "Borrower Name cannot be more than 50 characters" },
        { field: "loanAmount", message: "Loan Amount cannot be more than 10 characters" },
        { field: "loanTenure", message: "Loan Tenure cannot be more than 5 characters" },
        { field: "processingFeeKfs", message: "Processing Fee cannot be more than 5 characters" },
        { field: "penalInterest", message: "Penal Interest cannot be more than 5 characters" },
        { field: "dailyDeduction", message: "Please select one option" },
        { field: "repaymentFrequency", message: "Please select one option" },
        { field: "invoiceType", message: "Please select one option" },
        { field: "rateCalDuration", message: "Please select one option" },
        { field: "userType", message: "Please select one option" },
        { field: "businessCategories", message: "Please select one option" },
        { field: "businessTypes", message: "Please select one option" },
      ]),
    );
  });

  it("refuses a first due date on or before the day of saving (the expected disbursal), accepts tomorrow", async () => {
    const today = businessDateAt(kit.clock.now());
    const refusal = [
      {
        field: "emiDebitStarts",
        message: `EMI Debit Start Date must be after ${formatDate(today)}, the expected disbursal date`,
      },
    ];
    for (const emiDebitStarts of [today, addDays(today, -243)])
      expect(await errorsOf(KFS_URL, kfsLoanBody({ emiDebitStarts }))).toEqual(refusal);
    const body = kfsLoanBody({ emiDebitStarts: addDays(today, 1) });
    const loan = await kit.create(body);
    expect(loan.emiDebitStarts).toBe(addDays(today, 1));
    expect(loan.calculation.schedule[0]?.dueDate).toBe(addDays(today, 1));
    const update = await kit.fails(400, OPS, "PUT", `/user/loans/${loan.id}`, {
      ...body,
      emiDebitStarts: today,
      version: loan.version,
    });
    expect(update.errors).toEqual(refusal);
  });

  it("checks the lender, programme and anchor, in words", async () => {
    expect(await errorsOf(KFS_URL, kfsLoanBody({ lender: "not-a-lender" }))).toEqual([
      { field: "lender", message: LENDER_UNKNOWN },
    ]);
    const misfit = await errorsOf(KFS_URL, kfsLoanBody({ programmeId: VARDHMAN_PROGRAMME.id }));
    expect(misfit).toEqual([
      {
        field: "programmeId",
        message: "Programme Vardhman Retailer Credit is financed by another lender, not by Shree Finance Ltd",
      },
    ]);
    const anchorMisfit = await errorsOf(
      KFS_URL,
      kfsLoanBody({ programmeId: undefined, anchorId: VARDHMAN.id }),
    );
    expect(anchorMisfit).toEqual([
      { field: "anchorId", message: "Vardhman Distributors Pvt Ltd has no programme with Shree Finance Ltd" },
    ]);
    const otherLender = await kit.fails(
      403,
      NBFC,
      "POST",
      KFS_URL,
      kfsLoanBody({ lender: KAVERI.id, programmeId: VARDHMAN_PROGRAMME.id }),
    );
    expect(otherLender.message).toBe("NBFC users can enter loans only for their own lender");
    const own = await kit.create(kfsLoanBody(), NBFC);
    expect(own.lenderId).toBe(kfsLoanBody().lender);
    await kit.fails(403, ANCHOR, "POST", KFS_URL, kfsLoanBody());
    await kit.fails(403, MERCHANT, "POST", KFS_URL, kfsLoanBody());
  });
});

describe("POST /user/loans/individual", () => {
  it("enters an individual loan and says the spec's messages", async () => {
    const loan = await kit.okPayload<{ kind: string; borrowerMobile: string }>(
      OPS,
      "POST",
      INDIVIDUAL_URL,
      individualLoanBody(),
    );
    expect(loan).toMatchObject({ kind: "INDIVIDUAL", borrowerMobile: "9876512345" });
    const errors = await errorsOf(
      INDIVIDUAL_URL,
      individualLoanBody({
        borrowerMobile: "98765",
        borrowerName: "",
        borrowerFatherName: "",
        borrowerAddress: "",
      }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "borrowerMobile", message: "Phone number should be 10 digits" },
        { field: "borrowerName", message: "Borrower Name is required" },
        { field: "borrowerFatherName", message: "Father's Name is required" },
        { field: "borrowerAddress", message: "Address is required" },
      ]),
    );
    expect(
      await errorsOf(INDIVIDUAL_URL, individualLoanBody({ lenderId: KAVERI.id.replace(/.$/, "0") })),
    ).toEqual([{ field: "lenderId", message: LENDER_UNKNOWN }]);
  });
});

describe("PUT /user/loans/:id", () => {
  it("saves freely before sanction, audits the changed fields and makes the editor the preparer", async () => {
    const body = kfsLoanBody();
    const loan = await kit.create(body, NBFC);
    const saved = await kit.okPayload<typeof loan>(OPS, "PUT", `/user/loans/${loan.id}`, {
      ...body,
      loanAmount: "120000",
      version: loan.version,
    });
    expect(saved).toMatchObject({ version: 2, loanAmountPaise: 12_000_000, preparedByName: "Omkar Patil" });
    expect(saved.emiPaise).toBeGreaterThan(loan.emiPaise);
    const [line] = await kit.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, loan.id), eq(auditLog.action, "update")))
      .orderBy(auditLog.id);
    expect(line?.before).toMatchObject({ loanAmountPaise: 10_000_000 });
    expect(line?.after).toMatchObject({ loanAmountPaise: 12_000_000 });
    const stale = await kit.fails(409, OPS, "PUT", `/user/loans/${loan.id}`, { ...body, version: 1 });
    expect(stale.message).toBe("This loan was changed by someone else; reload it and try again");
    const wrongForm = await kit.fails(400, OPS, "PUT", `/user/loans/${loan.id}/individual`, {
      ...individualLoanBody(),
      version: 2,
    });
    expect(wrongForm.message).toBe("This is a KFS loan; change it with the Loan/KFS form");
    await kit.fails(404, NBFC2, "PUT", `/user/loans/${loan.id}`, { ...body, version: 2 });
  });

  it("voids the KFS on a change of terms after sanction, reissues from KFS accepted, and refuses once disbursed", async () => {
    const body = kfsLoanBody();
    let loan = await kit.sanctioned(body);
    const firstKfs = loan.kfs?.proposalNumber;
    loan = await kit.okPayload(OPS, "PUT", `/user/loans/${loan.id}`, {
      ...body,
      interestRateKfs: "13",
      version: loan.version,
    });
    expect(loan).toMatchObject({ status: "SANCTIONED", kfs: { state: "VOID", proposalNumber: firstKfs } });
    loan = await kit.issueKfs(OPS, loan);
    await kit.esign(loan.id, "acceptKfs");
    loan = await kit.read(OPS, loan.id);
    expect(loan).toMatchObject({ status: "KFS_ACCEPTED", kfs: { state: "ACCEPTED", version: 2 } });
    loan = await kit.okPayload(OPS, "PUT", `/user/loans/${loan.id}`, {
      ...body,
      interestRateKfs: "14",
      version: loan.version,
    });
    expect(loan).toMatchObject({ status: "SANCTIONED", kfs: { state: "VOID", version: 2 } });
    expect(loan.timeline.at(-2)).toMatchObject({
      action: "reissueKfs",
      from: "KFS_ACCEPTED",
      to: "SANCTIONED",
    });
    loan = await kit.issueKfs(OPS, loan);
    await kit.esign(loan.id, "acceptKfs");
    await kit.esign(loan.id, "signAgreement");
    loan = await kit.act(OPS, await kit.read(OPS, loan.id), "disburse");
    const refused = await kit.fails(409, OPS, "PUT", `/user/loans/${loan.id}`, {
      ...body,
      version: loan.version,
    });
    expect(refused.message).toBe("Loan is ACTIVE; its details cannot change");
  });
});
