import type { KfsCalculation } from "@domain/api/kfs-calculator";
import { REPAYMENT_FREQUENCY_LABELS, type RepaymentFrequency } from "@domain/enums/finance";
import { PERIODS_PER_YEAR } from "@domain/lending/periods";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import { InrAmount } from "@src/components/inr-amount";
import { Descriptions, type DescriptionsProps } from "antd";
import styles from "./loan-show.module.css";

const money = (text: string) => <InrAmount paise={parseRupees(text)} fixed />;
const inr = (text: string) => formatInr(parseRupees(text), { currency: true, fixed: true });

/** How the APR was reached, in words: RBI's method (the IRR of the cash flows, times the periods a year). */
export function aprComputation(calculation: KfsCalculation, frequency: RepaymentFrequency): string {
  const flows = `+${inr(calculation.netDisbursed)} received, then ${calculation.installments} × −${inr(calculation.emi)}`;
  if (frequency === "ADHOC")
    return `APR = the yearly rate at which ${flows} (one bullet repayment) balance: ${calculation.apr}%`;
  const periods = PERIODS_PER_YEAR[frequency];
  return `APR = ${periods} × the ${REPAYMENT_FREQUENCY_LABELS[frequency].toLowerCase()} IRR of (${flows}) = ${calculation.apr}%`;
}

/** The KFS figures: APR and EMI first, then what is deducted before the money reaches the borrower. */
export function CalculationFigures({
  calculation,
  frequency,
  column = 1,
}: {
  calculation: KfsCalculation;
  frequency: RepaymentFrequency;
  column?: number;
}) {
  const items: DescriptionsProps["items"] = [
    {
      key: "apr",
      label: "APR",
      children: <strong className={styles.apr}>{calculation.apr}%</strong>,
    },
    { key: "emi", label: "Instalment (EMI)", children: money(calculation.emi) },
    { key: "installments", label: "Instalments", children: calculation.installments },
    { key: "fee", label: "Processing fee", children: money(calculation.processingFee) },
    { key: "gst", label: "GST on fee", children: money(calculation.feeGst) },
    { key: "lender", label: "Other charges to the lender", children: money(calculation.chargesToLender) },
    {
      key: "thirdParties",
      label: "Charges to third parties",
      children: money(calculation.chargesToThirdParties),
    },
    { key: "net", label: "Net disbursed", children: money(calculation.netDisbursed) },
    { key: "interest", label: "Total interest", children: money(calculation.totalInterest) },
    { key: "payable", label: "Total payable", children: money(calculation.totalPayable) },
    {
      key: "computation",
      label: "APR computation",
      span: column,
      children: <span className={styles.computation}>{aprComputation(calculation, frequency)}</span>,
    },
  ];
  return (
    <Descriptions
      aria-label="KFS figures"
      size="small"
      bordered
      column={column}
      items={items}
      className={styles.figures}
    />
  );
}
