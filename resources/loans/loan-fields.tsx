import type { LoanDetail } from "@domain/api/loans";
import { COMPANY_CATEGORY_LABELS, type CompanyCategory } from "@domain/enums/business";
import {
  AUTO_DEBIT_CHOICE_LABELS,
  DAILY_DEDUCTION_CHOICE_LABELS,
  type AutoDebitChoice,
  INTEREST_CALCULATION_BASIS_LABELS,
  type InterestCalculationBasis,
  INVOICE_TYPE_LABELS,
  type InvoiceType,
  PAYMENT_TIMING_LABELS,
  REPAYMENT_FREQUENCY_LABELS,
} from "@domain/enums/finance";
import { formatInr } from "@domain/money/format-inr";
import { DateText } from "@src/components/date-text";
import { InrAmount } from "@src/components/inr-amount";
import { userTypeLabel } from "@src/components/user-type";
import { Descriptions, type DescriptionsProps } from "antd";
import { CHARGE_PAYEE_LABELS } from "./loan-form-options";
import { percentText } from "./percent-text";
import { SameBorrower } from "./same-borrower";

const dash = "—";
const labelled = <T extends string>(labels: Record<T, string>, value: string | null) =>
  value === null ? dash : (labels[value as T] ?? value);
const percent = (value: string | null) => (value === null ? dash : percentText(value));

/** Two label-value pairs a row on wide screens, one on phones. */
const COLUMNS = { xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 };

function items(loan: LoanDetail): DescriptionsProps["items"] {
  const individual = loan.kind === "INDIVIDUAL";
  const rows: (NonNullable<DescriptionsProps["items"]>[number] | false)[] = [
    { key: "number", label: "Loan number", children: loan.loanNumber },
    { key: "kind", label: "Form", children: individual ? "Individual loan" : "Loan/KFS" },
    { key: "lender", label: "Lender", children: loan.lenderName },
    { key: "anchor", label: "Anchor", children: loan.anchorName ?? dash },
    { key: "programme", label: "Programme", children: loan.programmeName ?? dash },
    { key: "borrower", label: "Borrower", children: loan.borrowerName },
    individual && { key: "father", label: "Father's name", children: loan.borrowerFatherName ?? dash },
    individual && { key: "mobile", label: "Mobile", children: loan.borrowerMobile ?? dash },
    individual && { key: "pan", label: "PAN", children: loan.borrowerPan ?? dash },
    loan.borrowerIdentityId !== null && {
      key: "sameBorrower",
      label: "Same borrower's loans",
      children: <SameBorrower loan={loan} />,
    },
    individual && { key: "address", label: "Address", children: loan.borrowerAddress ?? dash },
    { key: "amount", label: "Loan amount", children: <InrAmount paise={loan.loanAmountPaise} fixed /> },
    { key: "tenure", label: "Tenure", children: `${loan.tenureMonths} months` },
    { key: "rate", label: "Interest rate", children: percentText(loan.interestRatePercent) },
    {
      key: "basis",
      label: "Interest calculation",
      children: labelled<InterestCalculationBasis>(INTEREST_CALCULATION_BASIS_LABELS, loan.rateCalDuration),
    },
    { key: "apr", label: "APR", children: percentText(loan.aprPercent) },
    { key: "emi", label: "EMI", children: <InrAmount paise={loan.emiPaise} fixed /> },
    { key: "timing", label: "EMI timing", children: PAYMENT_TIMING_LABELS[loan.paymentTiming] },
    { key: "fee", label: "Processing fee", children: percent(loan.processingFeePercent) },
    { key: "gst", label: "GST on fee", children: percent(loan.feeGstPercent) },
    { key: "penal", label: "Penal interest", children: percent(loan.penalInterestPercent) },
    {
      key: "frequency",
      label: "Repayment frequency",
      children: REPAYMENT_FREQUENCY_LABELS[loan.repaymentFrequency],
    },
    {
      key: "net",
      label: "Net disbursed",
      children: <InrAmount paise={loan.netDisbursedPaise} fixed />,
    },
    {
      key: "charges",
      label: "Other charges",
      children: loan.otherCharges.length
        ? loan.otherCharges
            .map(
              (charge) =>
                `${charge.label}: ${formatInr(charge.amountPaise, { currency: true, fixed: true })} (${CHARGE_PAYEE_LABELS[charge.payableTo as keyof typeof CHARGE_PAYEE_LABELS] ?? charge.payableTo})`,
            )
            .join("; ")
        : dash,
    },
    !individual && {
      key: "duration",
      label: "Repayment duration",
      children: loan.repaymentDurationDays === null ? dash : `${loan.repaymentDurationDays} days`,
    },
    !individual && {
      key: "debit",
      label: "EMI debit starts",
      children: <DateText value={loan.emiDebitStarts} />,
    },
    !individual && {
      key: "daily",
      label: "Daily deduction",
      children: labelled(DAILY_DEDUCTION_CHOICE_LABELS, loan.dailyDeduction),
    },
    !individual && {
      key: "invoiceType",
      label: "Invoice type",
      children: labelled<InvoiceType>(INVOICE_TYPE_LABELS, loan.invoiceType),
    },
    !individual && {
      key: "autoDebit",
      label: "Auto-debit",
      children: labelled<AutoDebitChoice>(AUTO_DEBIT_CHOICE_LABELS, loan.disableAutoDebit),
    },
    !individual && {
      key: "userType",
      label: "User type",
      children: loan.userType ? userTypeLabel(loan.userType) : dash,
    },
    !individual && {
      key: "category",
      label: "Business category",
      children: labelled<CompanyCategory>(COMPANY_CATEGORY_LABELS, loan.businessCategory),
    },
    !individual && { key: "businessType", label: "Business type", children: loan.businessType ?? dash },
    !individual && { key: "geography", label: "Geography", children: loan.geography ?? dash },
    { key: "primary", label: "Primary security", children: loan.primarySecurity ?? dash },
    { key: "guarantee", label: "Personal guarantee", children: loan.guaranteePersonal ?? dash },
    { key: "cheques", label: "Security cheques", children: loan.securityCheques ?? dash },
    { key: "covenants", label: "Business covenants", children: loan.businessCovenants ?? dash },
    { key: "rm", label: "Relationship manager", children: loan.rmName ?? dash },
    { key: "preparedBy", label: "Prepared by", children: loan.preparedByName ?? dash },
    { key: "disbursed", label: "Disbursed on", children: <DateText value={loan.disbursedOn} /> },
    { key: "closed", label: "Closed on", children: <DateText value={loan.closedOn} /> },
    { key: "created", label: "Created", children: <DateText value={loan.createdAt} /> },
    { key: "updated", label: "Last changed", children: <DateText value={loan.updatedAt} /> },
  ];
  return rows.filter((row) => row !== false);
}

/** Every field of the loan, as the form that made it has them. */
export function LoanFields({ loan }: { loan: LoanDetail }) {
  return <Descriptions bordered size="small" column={COLUMNS} items={items(loan)} />;
}
