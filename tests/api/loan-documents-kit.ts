import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { KfsTerms } from "@domain/api/loans";
import { kfsCalculationOf } from "@domain/api/kfs-calculator";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import type { LoanStatus } from "@domain/enums/statuses";
import { calculateLoan } from "@domain/lending/loan-calculator";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "@pdfme/pdf-lib";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { kfsVersions, lenders, loans, users } from "@server/db/schema/index";
import { seededApp } from "@server/test-support/seeded-app";
import { MERCHANT, NBFC, NBFC2 } from "./clients-kit";

export { ADMIN, ANCHOR, ANCHOR2, MERCHANT, NBFC, NBFC2, OPS, SUPERADMIN } from "./clients-kit";
export { EXE, multipart, PDF, PNG } from "./invoices-kit";

/**
 * The loan-documents tests' seeded app (documents under a fresh DATA_DIR), JSON call helpers, and loans with
 * KFS versions inserted directly, in any status, for the demo NBFC's lender and the demo merchant.
 */
export function loanDocumentsKit() {
  const suite = seededApp({ config: { dataDir: mkdtempSync(path.join(tmpdir(), "ll-loan-docs-")) } });
  const call = async (email: string, method: string, url: string, payload?: object) =>
    suite.app.inject({
      method: method as "GET",
      url,
      headers: await suite.as(email),
      ...(payload ? { payload } : {}),
    });
  const userId = async (email: string) => {
    const [user] = await suite.app.db.select().from(users).where(eq(users.email, email));
    return user!;
  };
  const today = () => businessDateAt(suite.clock.now());

  /** A loan of ₹1,00,000 over 12 months at 12% with a 2% fee and a third-party charge, with a live KFS when asked. */
  async function createLoan(
    options: { status?: LoanStatus; kfs?: boolean; validUntil?: string; borrowerMobile?: string | null } = {},
  ) {
    const nbfc = await userId(NBFC);
    const merchant = await userId(MERCHANT);
    const [lender] = await suite.app.db.select().from(lenders).where(eq(lenders.id, nbfc.lenderId!));
    const outcome = calculateLoan({
      loanAmountPaise: 10_000_000,
      interestRatePercent: "12",
      tenureMonths: 12,
      frequency: "MONTHLY",
      processingFeePercent: "2",
      feeGstPercent: "18",
      otherCharges: [{ label: "Insurance premium", amountPaise: 50_000, payableTo: "THIRD_PARTY" }],
      today: today(),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const figures = outcome.value;
    const id = randomUUID();
    const loanNumber = `LN-${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    const loan = {
      id,
      loanNumber,
      kind: "KFS",
      status: options.status ?? "SANCTIONED",
      lenderId: lender!.id,
      borrowerUserId: merchant.id,
      borrowerName: "Ramesh Dairy Farm",
      borrowerMobile: options.borrowerMobile === undefined ? "9876500001" : options.borrowerMobile,
      borrowerAddress: "12 Market Road, Anand, Gujarat",
      loanAmountPaise: 10_000_000,
      tenureMonths: 12,
      processingFeePercent: "2",
      feeGstPercent: "18",
      interestRatePercent: "12",
      penalInterestPercent: "2",
      otherCharges: [{ label: "Insurance premium", amountPaise: 50_000, payableTo: "THIRD_PARTY" }],
      repaymentFrequency: "MONTHLY",
      emiPaise: figures.emiPaise,
      installments: figures.installments,
      totalInterestPaise: figures.totalInterestPaise,
      netDisbursedPaise: figures.netDisbursedPaise,
      totalPayablePaise: figures.totalPayablePaise,
      aprPercent: (figures.aprHundredths / 100).toFixed(2),
      preparedBy: (await userId("ops@demo.in")).id,
    };
    await suite.app.db.insert(loans).values(loan);
    if (options.kfs === false) return { loan, kfsId: null, proposalNumber: null, figures };
    const terms: KfsTerms = {
      loanNumber,
      kind: "KFS",
      lenderId: lender!.id,
      lenderName: lender!.name,
      anchorName: null,
      borrowerName: loan.borrowerName,
      borrowerUserId: merchant.id,
      loanAmountPaise: loan.loanAmountPaise,
      tenureMonths: 12,
      interestRatePercent: "12",
      rateCalDuration: "YEARLY",
      processingFeePercent: "2",
      feeGstPercent: "18",
      penalInterestPercent: "2",
      repaymentFrequency: "MONTHLY",
      repaymentDurationDays: null,
      emiDebitStarts: null,
      paymentTiming: "END",
      otherCharges: loan.otherCharges,
      calculation: kfsCalculationOf(figures),
    };
    const kfsId = randomUUID();
    const proposalNumber = `PN-${loanNumber.slice(3)}-1`;
    await suite.app.db.insert(kfsVersions).values({
      id: kfsId,
      loanId: id,
      version: 1,
      proposalNumber,
      state: "ISSUED",
      terms,
      aprPercent: loan.aprPercent,
      preparedBy: loan.preparedBy,
      issuedAt: suite.clock.now(),
      validUntil: options.validUntil ?? addDays(today(), 3),
    });
    return { loan, kfsId, proposalNumber, figures };
  }

  const fails = async (status: number, email: string, method: string, url: string, payload?: object) => {
    const response = await call(email, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ message: string }>();
  };
  return Object.assign(suite, { call, fails, userId, today, createLoan, otherLenderUser: NBFC2 });
}

/** The text of a PDF: pdf-lib parses it and decodes each page's content streams; the standard fonts show text as hex strings. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(Buffer.from(match[1]!, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}
