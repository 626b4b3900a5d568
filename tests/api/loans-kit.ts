import type { LoanDetail } from "@domain/api/loans";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { kfsVersions, loans } from "@server/db/schema/loans";
import { demoUserId } from "@server/db/seed/demo-data";
import { DEMO_ANCHORS, DEMO_LENDERS, DEMO_PROGRAMMES } from "@server/db/seed/demo-organisations";
import { applyLoanTransition } from "@server/modules/loans/loans/loan-transition";
import { clientsKit, OPS } from "./clients-kit";

export const SHREE = DEMO_LENDERS[0];
export const KAVERI = DEMO_LENDERS[1];
export const GOKUL = DEMO_ANCHORS[0];
export const VARDHMAN = DEMO_ANCHORS[1];
/** Gokul's programme, financed by Shree; Vardhman's, by Kaveri. */
export const GOKUL_PROGRAMME = DEMO_PROGRAMMES[0];
export const VARDHMAN_PROGRAMME = DEMO_PROGRAMMES[1];
/** merchant@demo.in borrows under Gokul. */
export const MERCHANT_ID = demoUserId("merchant");

let serial = 0;
/** A borrower name no other test (or the demo seed) uses, to find a test's own loans in a list. */
export const uniqueBorrower = (stem = "Borrower") => `${stem} ${Date.now() % 100_000}-${(serial += 1)}`;

/** A valid Loan/KFS form: Gokul's programme with Shree, ₹1,00,000 over 12 months at 12 % with a 2 % fee. */
export const kfsLoanBody = (overrides: Record<string, unknown> = {}) => ({
  lender: SHREE.id,
  anchorName: GOKUL.name,
  programmeId: GOKUL_PROGRAMME.id,
  borrowerName: uniqueBorrower(),
  loanAmount: "100000",
  loanTenure: "12",
  processingFeeKfs: "2",
  interestRateKfs: "12",
  apr: "1",
  penalInterest: "2",
  repayFrequencies: "MONTHLY",
  dailyDeduction: "NO",
  repaymentFrequency: 30,
  invoiceType: "SUPPLIER_INVOICE",
  rateCalDuration: "YEARLY",
  userType: "USER",
  businessCategories: "DAIRY",
  businessTypes: "Proprietorship",
  ...overrides,
});

/** A valid individual loan form with Shree. */
export const individualLoanBody = (overrides: Record<string, unknown> = {}) => ({
  lenderId: SHREE.id,
  borrowerName: uniqueBorrower("Individual"),
  borrowerFatherName: "Ramesh Patel",
  borrowerMobile: "9876512345",
  borrowerAddress: "12 Station Road, Anand, Gujarat",
  loanAmount: "50000",
  loanTenure: "6",
  interestRateKfs: "18",
  processingFeeKfs: "1",
  ...overrides,
});

/** The loans API tests' app and helpers: create, act, issue the KFS, and the e-sign steps done directly. */
export function loansKit() {
  const kit = clientsKit();
  const create = (body: object, email = OPS) => kit.okPayload<LoanDetail>(email, "POST", "/user/loans", body);
  const act = (email: string, loan: Pick<LoanDetail, "id" | "version">, action: string, extra: object = {}) =>
    kit.okPayload<LoanDetail>(email, "POST", `/user/loans/${loan.id}/actions/${action}`, {
      version: loan.version,
      ...extra,
    });
  const issueKfs = (email: string, loan: Pick<LoanDetail, "id" | "version">) =>
    kit.okPayload<LoanDetail>(email, "POST", "/user/kfs", { loanId: loan.id, version: loan.version });
  const read = (email: string, id: string) => kit.okPayload<LoanDetail>(email, "GET", `/user/loans/${id}`);

  /** What e-sign does (helper H2's module): the borrower accepts the KFS, then signs the agreement. */
  async function esign(loanId: string, action: "acceptKfs" | "signAgreement") {
    const db = kit.database.db;
    await db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId));
      expect(loan).toBeDefined();
      await applyLoanTransition(tx, {
        loan: loan!,
        action,
        version: loan!.version,
        actorId: MERCHANT_ID,
        at: kit.clock.now(),
      });
      if (action === "acceptKfs")
        await tx
          .update(kfsVersions)
          .set({ state: "ACCEPTED", acceptedAt: kit.clock.now() })
          .where(and(eq(kfsVersions.loanId, loanId), eq(kfsVersions.state, "ISSUED")));
    });
  }

  /** A loan taken from entry to sanction: OPS enters, reviews and issues the KFS; the NBFC user sanctions. */
  async function sanctioned(body = kfsLoanBody(), sanctioner = "nbfc@demo.in") {
    let loan = await create(body);
    loan = await act(OPS, loan, "startReview");
    loan = await issueKfs(OPS, loan);
    return act(sanctioner, loan, "sanction");
  }

  return Object.assign(kit, { create, act, issueKfs, read, esign, sanctioned });
}
