import { describe, expect, it } from "vitest";
import { kfsCalculationOf } from "@domain/api/kfs-calculator";
import { calculateLoan, type LoanTerms } from "@domain/lending/loan-calculator";
import { pdfText } from "./loan-documents-kit";
import { kfsPdf } from "@server/modules/loans/pdf/kfs-pdf";
import type { KfsData } from "@server/modules/loans/pdf/pdf-data";

/** domain.md's Annex B loan (₹1,00,000, 12 months at 12 %, fee 3 % without GST), issued 10 Jan 2025, as changed. */
function annexBKfs(changes: Partial<LoanTerms>): KfsData {
  const terms: LoanTerms = {
    loanAmountPaise: 10_000_000,
    interestRatePercent: "12",
    tenureMonths: 12,
    frequency: "MONTHLY",
    processingFeePercent: "3",
    feeGstPercent: "0",
    today: "2025-01-10",
    ...changes,
  };
  const outcome = calculateLoan(terms);
  if (!outcome.ok) throw new Error(outcome.message);
  return {
    loanNumber: "LN-000042",
    lenderName: "Shree Finance Ltd",
    anchorName: null,
    borrowerName: "Ramesh Dairy Farm",
    borrowerFatherName: null,
    borrowerAddress: null,
    borrowerMobile: null,
    proposalNumber: "PN-000042-1",
    version: 1,
    issuedOn: "2025-01-10",
    validUntil: "2025-01-13",
    loanAmountPaise: 10_000_000,
    tenureMonths: terms.tenureMonths,
    repaymentFrequency: terms.frequency,
    interestRatePercent: "12",
    rateCalDuration: "YEARLY",
    paymentTiming: terms.paymentTiming ?? "END",
    processingFeePercent: "3",
    feeGstPercent: "0",
    penalInterestPercent: null,
    otherCharges: [],
    calculation: kfsCalculationOf(outcome.value),
  };
}

/** The PDF's text with its line breaks as spaces (lines wrap where a column ends). */
const textOf = async (kfs: KfsData) => (await pdfText(await kfsPdf(kfs))).replace(/\n/g, " ");

describe("the KFS of a loan with EMIs in advance", () => {
  it("says the EMIs are in advance, the first collected at disbursal and deducted from the payout", async () => {
    const text = await textOf(annexBKfs({ paymentTiming: "START" }));
    expect(text).toContain(
      "12 monthly instalments of Rs. 8,796.91, in advance (at the start of each period)",
    );
    expect(text).toContain("10/01/2025 (the first instalment, collected at disbursal)");
    expect(text).toContain("Advance instalment collected at disbursal");
    expect(text).toContain("Rs. 88,203.09 (after the charges and the advance instalment)");
    expect(text).toContain("Advance instalment deducted at disbursal");
    expect(text).toContain("18.92%");
  });
});

describe("the KFS's cooling-off period", () => {
  it("is 3 days, and 1 day (not '1 days') for a tenor under 7 days", async () => {
    expect(await textOf(annexBKfs({}))).toContain("3 days from disbursal");
    const bullet = annexBKfs({ frequency: "ADHOC", tenureMonths: 1, firstDueDate: "2025-01-15" });
    expect(await textOf(bullet)).toContain("1 day from disbursal");
  });
});
