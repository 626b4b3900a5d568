import { coolingOffDays } from "@domain/lending/cooling-off";
import { parseRupees } from "@domain/money/parse-rupees";
import type { PdfComposer } from "./pdf-composer";
import type { KfsData } from "./pdf-data";
import { date, frequencyLabel, money, moneyText, orDash, percent } from "./pdf-format";

const coolingOffText = (kfs: KfsData): string => {
  const days = coolingOffDays(kfs.issuedOn, kfs.calculation.schedule.at(-1)?.dueDate ?? kfs.issuedOn);
  return days === 1 ? "1 day" : `${days} days`;
};

/** Everything taken out of the loan before disbursal: the fee, its GST and the other charges. */
const deductedPaise = ({ calculation }: KfsData): number =>
  [
    calculation.processingFee,
    calculation.feeGst,
    calculation.chargesToLender,
    calculation.chargesToThirdParties,
  ]
    .map((rupees) => parseRupees(rupees))
    .reduce((sum, paise) => sum + paise, 0);

/** With EMIs in advance, the first instalment: collected at disbursal, out of the amount paid out. */
const advanceInstalment = ({ paymentTiming, calculation }: KfsData): string | undefined =>
  paymentTiming === "START" ? calculation.schedule[0]?.emi : undefined;

const rateBasisLabel: Record<string, string> = { YEARLY: "per year", MONTHLY: "per month", DAYS: "per day" };

/** Annex A, Part 1: the loan, its cost, the fees split to the lender and to third parties, the APR. */
export function kfsPart1(pdf: PdfComposer, kfs: KfsData): void {
  const figures = kfs.calculation;
  const advance = advanceInstalment(kfs);
  const lenderCharges = kfs.otherCharges.filter((charge) => charge.payableTo === "LENDER");
  const thirdPartyCharges = kfs.otherCharges.filter((charge) => charge.payableTo === "THIRD_PARTY");
  pdf.heading("Part 1 - Interest rate and fees/charges");
  pdf.keyValues([
    ["1. Loan proposal / account number", `${kfs.proposalNumber} (loan ${kfs.loanNumber})`],
    ["Type of loan", "Term loan"],
    ["2. Sanctioned loan amount", money(kfs.loanAmountPaise)],
    ["3. Disbursal schedule", "100% upfront, to the borrower's bank account"],
    ["4. Loan term", `${kfs.tenureMonths} months`],
    [
      "5. Instalment details",
      `${figures.installments} ${frequencyLabel(kfs.repaymentFrequency).toLowerCase()} instalments of ${moneyText(figures.emi)}${advance ? ", in advance (at the start of each period)" : ""}`,
    ],
    [
      "Commencement of repayment",
      `${date(figures.schedule[0]?.dueDate ?? kfs.issuedOn)}${advance ? " (the first instalment, collected at disbursal)" : ""}`,
    ],
    [
      "6. Interest rate (fixed)",
      `${percent(kfs.interestRatePercent)} ${rateBasisLabel[kfs.rateCalDuration] ?? ""} on the reducing balance`,
    ],
    ["Total interest payable", moneyText(figures.totalInterest)],
  ]);
  pdf.paragraph("7. Fees and charges", { bold: true });
  pdf.table(
    [
      { header: "Charge", width: 3 },
      { header: "Payable to", width: 2 },
      { header: "One-time / recurring", width: 2 },
      { header: "Amount", width: 2, align: "right" },
    ],
    [
      ["Processing fee", "Lender (RE)", "One-time", moneyText(figures.processingFee)],
      [
        `GST on processing fee at ${percent(kfs.feeGstPercent)}`,
        "Lender (RE)",
        "One-time",
        moneyText(figures.feeGst),
      ],
      ...lenderCharges.map((charge) => [charge.label, "Lender (RE)", "One-time", money(charge.amountPaise)]),
      ...thirdPartyCharges.map((charge) => [
        charge.label,
        "Third party via the RE",
        "One-time",
        money(charge.amountPaise),
      ]),
      ["Total charges deducted", "", "", money(deductedPaise(kfs))],
    ],
  );
  pdf.keyValues([
    ...(advance ? [["Advance instalment collected at disbursal", moneyText(advance)] as const] : []),
    [
      "8. Net disbursed amount",
      `${moneyText(figures.netDisbursed)}${advance ? " (after the charges and the advance instalment)" : ""}`,
    ],
    ["9. Total amount to be paid by the borrower", moneyText(figures.totalPayable)],
    ["10. Annual Percentage Rate (APR)", `${figures.apr}%`],
    [
      "11. Contingent charges: penal charges on delayed payment",
      kfs.penalInterestPercent
        ? `${percent(kfs.penalInterestPercent)} per year on the overdue amount, not capitalised`
        : "None",
    ],
    ["Foreclosure / prepayment charges", "None"],
    ["Charges for switching the interest rate", "Not applicable (fixed rate)"],
  ]);
}

/** Annex A, Part 2: qualitative information - recovery, grievance redressal, cooling-off. */
export function kfsPart2(pdf: PdfComposer, kfs: KfsData): void {
  pdf.heading("Part 2 - Other qualitative information");
  pdf.keyValues(
    [
      [
        "1. Recovery agents",
        `Recovery, if any, only by agents authorised by ${kfs.lenderName}, who follow RBI's fair practices code; their names are shared with the borrower before any contact.`,
      ],
      [
        "2. Grievance redressal",
        `Write to the grievance redressal officer of ${kfs.lenderName}, quoting ${kfs.proposalNumber}; an answer within 30 days, else escalate to the RBI Integrated Ombudsman (cms.rbi.org.in).`,
      ],
      [
        "3. Cooling-off / look-up period",
        `${coolingOffText(kfs)} from disbursal, during which the borrower may exit by repaying the principal and the proportionate APR, without any penalty.`,
      ],
      ["4. Lending service provider", orDash(kfs.anchorName)],
      [
        "5. Validity of this KFS",
        `Issued on ${date(kfs.issuedOn)}; binding on the lender and open for acceptance until ${date(kfs.validUntil)}.`,
      ],
    ],
    170,
  );
}

/** Annex B (the APR computation) and Annex C (the repayment schedule). */
export function kfsAnnexes(pdf: PdfComposer, kfs: KfsData): void {
  const figures = kfs.calculation;
  const advance = advanceInstalment(kfs);
  pdf.heading("Annex B - Computation of the APR");
  pdf.table(
    [
      { header: "Parameter", width: 5 },
      { header: "Value", width: 3, align: "right" },
    ],
    [
      ["Sanctioned loan amount", money(kfs.loanAmountPaise)],
      ["Loan term", `${kfs.tenureMonths} months`],
      ["Number of instalments", String(figures.installments)],
      ["Instalment amount", moneyText(figures.emi)],
      ["Interest rate", percent(kfs.interestRatePercent)],
      ["Total interest charged", moneyText(figures.totalInterest)],
      ["Fees and charges deducted (incl. GST and third-party charges)", money(deductedPaise(kfs))],
      ...(advance ? [["Advance instalment deducted at disbursal", moneyText(advance)]] : []),
      ["Net disbursed amount", moneyText(figures.netDisbursed)],
      ["Total amount to be paid", moneyText(figures.totalPayable)],
      ["Annual Percentage Rate (APR)", `${figures.apr}%`],
    ],
  );
  pdf.paragraph(
    `The APR is the internal rate of return of the cash flows (+ net disbursed amount, - ${advance ? "each instalment after the advance one, the second a period after disbursal" : "each instalment"}) on the reducing balance, times the number of instalment periods in a year (nominal, not compounded).`,
    { size: 8.5 },
  );
  pdf.heading("Annex C - Repayment schedule");
  pdf.table(
    [
      { header: "No.", width: 1, align: "right" },
      { header: "Due date", width: 2 },
      { header: "Instalment", width: 2, align: "right" },
      { header: "Principal", width: 2, align: "right" },
      { header: "Interest", width: 2, align: "right" },
      { header: "Outstanding", width: 2, align: "right" },
    ],
    figures.schedule.map((row) => [
      String(row.installment),
      date(row.dueDate),
      moneyText(row.emi),
      moneyText(row.principal),
      moneyText(row.interest),
      moneyText(row.balance),
    ]),
  );
}
