import { paymentFormSchemaFor } from "@domain/api/collections";
import type { PaymentType } from "@domain/enums/finance";
import { parseRupees } from "@domain/money/parse-rupees";
import { notAfterToday } from "@domain/schemas/form-messages";
import type { PaymentValues } from "@domain/schemas/payment";
import type { GatewayInstrument, PaymentGateway } from "@server/integrations/payment-gateway/payment-gateway";
import { badRequest, VALIDATION_FAILED } from "@server/http/errors";
import { type MoneyContext, todayOf } from "../pending-operations/operation-context";
import { postReceipt, type ReceiptRow, tenancyOfScope } from "./post-receipt";
import { trancheScopeOf } from "./tranche-ref";

type FormValues = Pick<
  PaymentValues,
  "payment" | "amt" | "reference" | "reference_id" | "collection_date" | "invoice_id"
> &
  Partial<Pick<PaymentValues, "UPIIdNumber" | "card_no" | "cvv" | "customer_id" | "password">>;

/** The body checked against the chosen method's fields: the spec's messages, field by field. */
export function parsePaymentForm(body: Record<string, unknown>): FormValues {
  const parsed = paymentFormSchemaFor(body.payment as PaymentType).safeParse(body);
  if (parsed.success) return parsed.data as FormValues;
  throw badRequest(
    VALIDATION_FAILED,
    parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}

const instrumentOf = (values: FormValues): GatewayInstrument => {
  switch (values.payment) {
    case "Enach":
      return { method: "Enach" };
    case "UPI":
      return { method: "UPI", upiId: values.UPIIdNumber! };
    case "Debit Card":
      return { method: "Debit Card", cardNumber: values.card_no!, cvv: values.cvv! };
    case "Net Banking":
      return { method: "Net Banking", customerId: values.customer_id!, password: values.password! };
  }
};

/**
 * The spec's payment form through the gateway: the instrument goes to the gateway (never stored or logged);
 * the answer is kept on a receipt with the masked reference and the gateway's status. A completed payment is
 * PAID and appropriated under the bank's reference as its UTR; any other outcome is a FAILED receipt with no
 * allocation. No maker-checker: the gateway, not a staff user, vouches for the money.
 */
export async function payThroughGateway(
  context: MoneyContext,
  gateway: PaymentGateway,
  values: FormValues,
): Promise<ReceiptRow> {
  if (values.collection_date > todayOf(context))
    throw badRequest(VALIDATION_FAILED, [
      { field: "collection_date", message: notAfterToday("Collection Date") },
    ]);
  const scope = await trancheScopeOf(context.db, values.invoice_id, "invoice_id");
  const amountPaise = parseRupees(values.amt);
  const tenancy = await tenancyOfScope(context.db, scope);
  const result = await gateway.charge({
    amountPaise,
    reference: values.reference_id,
    instrument: instrumentOf(values),
  });
  const completed = result.status === "Completed" && result.bankReference !== null;
  const details = {
    method: values.payment,
    reference: values.reference,
    reference_id: values.reference_id,
    gateway: gateway.name,
    gatewayOrderId: result.orderId,
    gatewayStatus: result.status,
    maskedReference: result.maskedReference,
    failureReason: result.failureReason,
  };
  const posting = { actorId: context.principal.id, at: context.now };
  return context.db.transaction(async (tx) => {
    const draft = {
      channel: "GATEWAY" as const,
      amountPaise,
      receivedOn: values.collection_date,
      loanId: scope.kind === "loan" ? scope.loanId : null,
      invoiceId: scope.kind === "invoice" ? scope.invoiceId : null,
      details,
    };
    const posted = completed
      ? await postReceipt(tx, { ...draft, status: "PAID", utr: result.bankReference }, { scope }, posting)
      : await postReceipt(tx, { ...draft, status: "FAILED", utr: null }, { tenancy }, posting);
    return posted.receipt;
  });
}
