import { ENACH_INTEREST_DAYS } from "@domain/enums/finance";
import { FEE_STATUSES, WALLET_STATUSES } from "@domain/enums/statuses";
import { safeParseRupees } from "@domain/money/parse-rupees";
import { z } from "zod";
import { numericOneOf, oneOf } from "./choice-fields";
import { isoDate, optionalIsoDate } from "./date-fields";
import { required } from "./form-messages";
import { utrField } from "./identifier-fields";
import { optionalNumeric, rupeeAmount } from "./number-fields";
import { flag, optionalOf, optionalText, requiredText } from "./text-fields";

/** Manual payment (admin operations): an amount received against a UTR, optionally tied to one invoice. */
/**
 * What a manual payment may leave unapplied beyond what its tranche owes (₹1,000: a rounding, a bank charge
 * refunded with it). More is refused on proposal: an excess that large is a wrong amount or a wrong tranche.
 */
export const MANUAL_PAYMENT_EXCESS_TOLERANCE_PAISE = 100_000;

export const manualPaymentExcessMessage = (owed: string, excess: string, tolerance: string) =>
  `Payment Amount is ${excess} more than this tranche owes (${owed}); at most ${tolerance} may be left unapplied. Enter what was received for this tranche`;

export const manualPaymentSchema = z.object({
  paymentInvoiceId: optionalText("Invoice Id", { max: 50 }),
  paymentAmount: rupeeAmount("Payment Amount"),
  utrNumber: utrField("UTR number"),
  paymentDate: isoDate("Payment Date"),
  cmWise: flag(),
  useCmDtAsSettlement: flag(),
  utrDate: optionalIsoDate("UTR Date"),
  nachDate: optionalIsoDate("NACH Date"),
});
export type ManualPaymentInput = z.input<typeof manualPaymentSchema>;
export type ManualPaymentValues = z.output<typeof manualPaymentSchema>;

const paise = (value: unknown): number | null => {
  if (typeof value !== "string") return null;
  const parsed = safeParseRupees(value);
  return parsed.valid ? parsed.value : null;
};

/**
 * E-nach schedule: a debit of principal, interest and penal amounts on a date; principal ≤ what is pending.
 * `enachInvoiceId` names the EMI (an invoice's or a loan's instalment), so its messages say EMI.
 */
export const enachScheduleSchema = z
  .object({
    enachInvoiceId: requiredText("EMI", { max: 50 }),
    enachAmount: rupeeAmount("Amount"),
    enachDate: isoDate("Debit Date"),
    principalAmount: rupeeAmount("Principal Amount", { allowZero: true }),
    interestAmount: rupeeAmount("Interest Amount", { allowZero: true }),
    penalAmount: rupeeAmount("Penal Amount", { allowZero: true }),
    interestDays: numericOneOf(ENACH_INTEREST_DAYS, required("Interest Days")),
    pendingPrincipalAmount: rupeeAmount("Pending Principal Amount", { allowZero: true }),
  })
  .refine((values) => (paise(values.principalAmount) ?? 0) <= (paise(values.pendingPrincipalAmount) ?? 0), {
    path: ["principalAmount"],
    error: "Principal Amount cannot be more than the Pending Principal Amount",
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | null | undefined;
      return paise(value?.principalAmount) !== null && paise(value?.pendingPrincipalAmount) !== null;
    },
  });
export type EnachScheduleInput = z.input<typeof enachScheduleSchema>;
export type EnachScheduleValues = z.output<typeof enachScheduleSchema>;

/** Processing fee: mark paid (amount and UTR then required) or unpaid. */
export const processingFeeSchema = z
  .object({
    markFeeStatus: oneOf(FEE_STATUSES, required("Fee Status")),
    amount: optionalNumeric(rupeeAmount("Amount")),
    utrNumber: optionalOf(utrField("UTR number")),
  })
  .superRefine((values, ctx) => {
    if (values.markFeeStatus !== "paid") return;
    if (values.amount === undefined)
      ctx.addIssue({ code: "custom", path: ["amount"], message: required("Amount") });
    if (!values.utrNumber)
      ctx.addIssue({ code: "custom", path: ["utrNumber"], message: required("UTR number") });
  });
export type ProcessingFeeInput = z.input<typeof processingFeeSchema>;
export type ProcessingFeeValues = z.output<typeof processingFeeSchema>;

/** Wallet status: Active or In-Active. */
export const walletStatusSchema = z.object({
  userWalletStatus: oneOf(WALLET_STATUSES, required("Wallet Status")),
});
export type WalletStatusInput = z.input<typeof walletStatusSchema>;
export type WalletStatusValues = z.output<typeof walletStatusSchema>;
