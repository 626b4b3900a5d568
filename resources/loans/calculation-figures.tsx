import type { KfsCalculation } from "@domain/api/kfs-calculator";
import { formatDate } from "@domain/dates/display-date";
import { REPAYMENT_FREQUENCY_LABELS, type RepaymentFrequency } from "@domain/enums/finance";
import { PERIODS_PER_YEAR } from "@domain/lending/periods";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import { InrAmount } from "@src/components/inr-amount";
import { Descriptions, type DescriptionsProps } from "antd";
import styles from "./loan-show.module.css";

const money = (text: string) => <InrAmount paise={parseRupees(text)} fixed />;
const inr = (text: string) => formatInr(parseRupees(text), { currency: true, fixed: true });

/** The first instalment when it is not the EMI: a broken first period, charged for its actual days. */
const brokenFirst = (calculation: KfsCalculation, advance: boolean) => {
  const first = calculation.schedule[0];
  return !advance && first && first.emi !== calculation.emi ? first : undefined;
};

/**
 * How the APR was reached, in words: RBI's method (the IRR of the cash flows, times the periods a year). With
 * EMIs in advance the first is netted out of what is received, so one fewer instalment follows; a broken first
 * instalment is named with its date.
 */
export function aprComputation(
  calculation: KfsCalculation,
  frequency: RepaymentFrequency,
  advance = false,
): string {
  const first = brokenFirst(calculation, advance);
  const later = advance || first ? calculation.installments - 1 : calculation.installments;
  const firstFlow = first ? `−${inr(first.emi)} on ${formatDate(first.dueDate)}, then ` : "";
  const flows = `+${inr(calculation.netDisbursed)} received, then ${firstFlow}${later} × −${inr(calculation.emi)}`;
  if (frequency === "ADHOC")
    return `APR = the yearly rate at which ${flows} (one bullet repayment) balance: ${calculation.apr}%`;
  const periods = PERIODS_PER_YEAR[frequency];
  return `APR = ${periods} × the ${REPAYMENT_FREQUENCY_LABELS[frequency].toLowerCase()} IRR of (${flows}) = ${calculation.apr}%`;
}

/** The KFS figures: APR and EMI first, then what is deducted before the money reaches the borrower. */
export function CalculationFigures({
  calculation,
  frequency,
  advance = false,
  column = 1,
}: {
  calculation: KfsCalculation;
  frequency: RepaymentFrequency;
  /** EMIs in advance: the first is collected at disbursal, out of the net disbursed amount. */
  advance?: boolean;
  column?: number;
}) {
  const first = brokenFirst(calculation, advance);
  const items: DescriptionsProps["items"] = [
    {
      key: "apr",
      label: "APR",
      children: <strong className={styles.apr}>{calculation.apr}%</strong>,
    },
    { key: "emi", label: "Instalment (EMI)", children: money(calculation.emi) },
    ...(first
      ? [
          {
            key: "first",
            label: `First instalment (${formatDate(first.dueDate)}, for its actual days)`,
            children: money(first.emi),
          },
        ]
      : []),
    { key: "installments", label: "Instalments", children: calculation.installments },
    { key: "fee", label: "Processing fee", children: money(calculation.processingFee) },
    { key: "gst", label: "GST on fee", children: money(calculation.feeGst) },
    { key: "lender", label: "Other charges to the lender", children: money(calculation.chargesToLender) },
    {
      key: "thirdParties",
      label: "Charges to third parties",
      children: money(calculation.chargesToThirdParties),
    },
    ...(advance
      ? [
          {
            key: "advance",
            label: "Advance EMI (collected at disbursal)",
            children: money(calculation.schedule[0]?.emi ?? calculation.emi),
          },
        ]
      : []),
    { key: "net", label: "Net disbursed", children: money(calculation.netDisbursed) },
    { key: "interest", label: "Total interest", children: money(calculation.totalInterest) },
    { key: "payable", label: "Total payable", children: money(calculation.totalPayable) },
    {
      key: "computation",
      label: "APR computation",
      span: column,
      children: <span className={styles.computation}>{aprComputation(calculation, frequency, advance)}</span>,
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
