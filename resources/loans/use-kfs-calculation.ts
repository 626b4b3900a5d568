import {
  type KfsCalculation,
  type KfsCalculatorRequest,
  kfsCalculatorRequestSchema,
} from "@domain/api/kfs-calculator";
import { SEARCH_DEBOUNCE_MS } from "@domain/constants";
import { type HttpError, useCustom } from "@refinedev/core";
import { useEffect, useMemo, useState } from "react";

/** The loan form's fields the figures depend on, as the form holds them. */
export interface LoanTerms {
  loanAmount?: unknown;
  interestRateKfs?: unknown;
  rateCalDuration?: unknown;
  loanTenure?: unknown;
  repayFrequencies?: unknown;
  processingFeeKfs?: unknown;
  feeGstPercent?: unknown;
  otherCharges?: unknown;
  emiDebitStarts?: unknown;
  paymentTiming?: unknown;
}

const textOf = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

/** The calculator's request for the terms, or undefined while they are incomplete or invalid. */
export function calculatorRequestOf(terms: LoanTerms): KfsCalculatorRequest | undefined {
  const charges = Array.isArray(terms.otherCharges) ? (terms.otherCharges as Record<string, unknown>[]) : [];
  const candidate = {
    loanAmount: textOf(terms.loanAmount),
    interestRateKfs: textOf(terms.interestRateKfs),
    rateCalDuration: textOf(terms.rateCalDuration) || undefined,
    loanTenure: textOf(terms.loanTenure),
    repaymentFrequency: textOf(terms.repayFrequencies) || "MONTHLY",
    processingFeeKfs: textOf(terms.processingFeeKfs),
    feeGstPercent: textOf(terms.feeGstPercent) || undefined,
    otherCharges: charges.map((charge) => ({
      label: textOf(charge.label),
      amount: textOf(charge.amount),
      payableTo: textOf(charge.payableTo),
    })),
    firstDueDate: textOf(terms.emiDebitStarts) || undefined,
    paymentTiming: textOf(terms.paymentTiming) || undefined,
  };
  return kfsCalculatorRequestSchema.safeParse(candidate).success
    ? (candidate as KfsCalculatorRequest)
    : undefined;
}

/** The text once it has not changed for 500 ms (the spec's debounce). */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The EMI, schedule, net disbursed amount and APR of the terms being typed, from `POST /user/kfs/calculate`
 * once the terms have settled for 500 ms; the last answer stays on screen while the next one is on its way.
 */
export function useKfsCalculation(terms: LoanTerms) {
  const request = useMemo(() => calculatorRequestOf(terms), [terms]);
  // Compared by content: a new object with the same terms does not restart the wait.
  const key = JSON.stringify(request ?? null);
  const settledKey = useSettled(key);
  const settled = useMemo(() => JSON.parse(settledKey) as KfsCalculatorRequest | null, [settledKey]);
  const { query, result } = useCustom<KfsCalculation, HttpError>({
    url: "",
    method: "post",
    config: { payload: settled ?? undefined },
    meta: { resource: "loans", operation: "calculate" },
    queryOptions: { enabled: settled !== null, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return {
    calculation: request && query.data ? result.data : undefined,
    complete: request !== undefined,
    updating: settledKey !== key || query.isFetching,
    problem: request ? (query.error?.message ?? undefined) : undefined,
  };
}
