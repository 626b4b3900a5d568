import { type InvoiceTerms, invoiceTermsSchema, repaymentDateBounds } from "@domain/api/invoices";
import { businessDateAt } from "@domain/dates/business-date";
import type { DateBounds } from "@domain/schemas/date-fields";
import { type HttpError, useCustom } from "@refinedev/core";
import { useMemo, useState } from "react";

/**
 * The programme terms the repayment forms show read-only (interest rate) and the payment date bounds. Until
 * the server answers, the bounds come from the portal's own IST date so the form can already validate.
 */
export function useInvoiceTerms() {
  const { query, result } = useCustom<InvoiceTerms, HttpError>({
    url: "",
    method: "get",
    meta: { resource: "invoices", operation: "terms" },
  });
  // Refine hands an empty object while loading; only a complete answer counts.
  const data = result?.data;
  const terms = useMemo(() => {
    const parsed = invoiceTermsSchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  }, [data]);
  const [portalToday] = useState(() => businessDateAt(Date.now()));
  const bounds = useMemo<DateBounds>(
    () => (terms ? { minDate: terms.minPaymentDate, today: terms.today } : repaymentDateBounds(portalToday)),
    [terms, portalToday],
  );
  return { terms, bounds, isLoading: query.isLoading, error: query.error };
}
