import { repaymentDateBounds, type InvoiceTerms } from "@domain/api/invoices";
import { businessDateAt } from "@domain/dates/business-date";
import { forbidden } from "@server/http/errors";
import type { InvoiceContext } from "./invoice-context";
import { mayCreateInvoice } from "./invoice-permissions";
import { outstandingPaise, programmeOf } from "./invoice-terms";

/** What the anchor's repayment forms show read-only: the programme's rate, its limit, the date bounds. */
export async function invoiceTerms(context: InvoiceContext): Promise<InvoiceTerms> {
  if (!mayCreateInvoice(context.principal)) throw forbidden("Only an anchor has invoice terms");
  const programme = await programmeOf(context.db, context.principal);
  const bounds = repaymentDateBounds(businessDateAt(context.now));
  return {
    programmeId: programme.programmeId,
    interestRatePercent: programme.interestRatePercent,
    programLimitPaise: programme.programLimitPaise,
    outstandingPaise: await outstandingPaise(context.db, programme.programmeId),
    minPaymentDate: bounds.minDate,
    today: bounds.today,
  };
}
