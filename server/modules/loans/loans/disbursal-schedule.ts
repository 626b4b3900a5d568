import { kfsTermsSchema } from "@domain/api/loans";
import { businessDateAt, type BusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import type { KfsRow } from "../kfs/kfs-versions";
import { storedCalculation } from "./loan-form";
import type { LoanRow } from "./loan-transition";

const inr = (paise: number) => formatInr(paise, { currency: true, fixed: true });

/**
 * Why the loan may not be disbursed `today` for the KFS the borrower accepted, or null. The EMIs are written from
 * the disbursal (interest for the actual days, RBI), so a broken first period the KFS counted from its issue day
 * would bill another first instalment than the one accepted: the KFS must say what will be debited.
 */
export function kfsScheduleRefusal(loan: LoanRow, kfs: KfsRow | null, today: BusinessDate): string | null {
  if (!kfs || kfs.state !== "ACCEPTED" || !loan.emiDebitStarts || loan.emiDebitStarts <= today) return null;
  const accepted = kfsTermsSchema.parse(kfs.terms).calculation.schedule.map((row) => parseRupees(row.emi));
  const disbursed = storedCalculation(loan, today).schedule.map((row) => row.amountPaise);
  const same = disbursed.length === accepted.length && disbursed.every((amount, k) => amount === accepted[k]);
  if (same) return null;
  return `KFS ${kfs.proposalNumber} bills ${inr(accepted[0] ?? 0)} as the first instalment, counting its interest from ${formatDate(businessDateAt(kfs.issuedAt))}; disbursed on ${formatDate(today)} it would be ${inr(disbursed[0] ?? 0)}: change the EMI Debit Start Date, then have the new KFS accepted and the agreement signed again`;
}
