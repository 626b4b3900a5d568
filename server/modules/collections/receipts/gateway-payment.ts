import {
  GATEWAY_IN_FLIGHT_STATUSES,
  paymentFormSchemaFor,
  UPI_APPS,
  type UpiApp,
} from "@domain/api/collections";
import type { GatewayPaymentStatus, PaymentCollectionStatus } from "@domain/enums/statuses";
import type { PaymentType } from "@domain/enums/finance";
import { parseRupees } from "@domain/money/parse-rupees";
import { notAfterToday } from "@domain/schemas/form-messages";
import type { PaymentValues } from "@domain/schemas/payment";
import type { GatewayInstrument, PaymentGateway } from "@server/integrations/payment-gateway/payment-gateway";
import type { FastifyInstance } from "fastify";
import { badRequest, conflict, VALIDATION_FAILED } from "@server/http/errors";
import { type MoneyContext, todayOf } from "../pending-operations/operation-context";
import { postReceipt, type ReceiptRow, tenancyOfScope } from "./post-receipt";
import { trancheScopeOf } from "./tranche-ref";

export const NO_PAYMENT_GATEWAY =
  "No payment gateway is configured (PAYMENT_GATEWAY): record the payment as a manual payment with its UTR";

/** The gateway PAYMENT_GATEWAY names; none (production without one) refuses gateway payments with 409. */
export function configuredGateway(app: FastifyInstance): PaymentGateway {
  if (!app.paymentGateway) throw conflict(NO_PAYMENT_GATEWAY);
  return app.paymentGateway;
}

type FormValues = Pick<
  PaymentValues,
  "payment" | "amt" | "reference" | "reference_id" | "collection_date" | "invoice_id"
> &
  Partial<
    Pick<PaymentValues, "UPIIdNumber" | "phonepe_upi" | "card_no" | "cvv" | "customer_id" | "password">
  > & { upi_app?: UpiApp };

/** The body checked against the chosen method's (and UPI app's) fields: the spec's messages, field by field. */
export function parsePaymentForm(body: Record<string, unknown>): FormValues {
  const upiApp = UPI_APPS.includes(body.upi_app as UpiApp) ? (body.upi_app as UpiApp) : undefined;
  const parsed = paymentFormSchemaFor(body.payment as PaymentType, upiApp).safeParse(body);
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
      return { method: "UPI", upiId: (values.phonepe_upi ?? values.UPIIdNumber)! };
    case "Debit Card":
      return { method: "Debit Card", cardNumber: values.card_no!, cvv: values.cvv! };
    case "Net Banking":
      return { method: "Net Banking", customerId: values.customer_id!, password: values.password! };
  }
};

/** The collection status a gateway status stands for (spec section 4); Completed is PAID once posted. */
export const COLLECTION_STATUS_OF_GATEWAY: Record<GatewayPaymentStatus, PaymentCollectionStatus> = {
  Completed: "PAID",
  OrderCreated: "INITIATED",
  Initiated: "INITIATED",
  InProcessing: "IN_PROCESS",
  PendingSettlement: "IN_PROCESS",
  Expired: "EXPIRED",
  FAILED: "FAILED",
  USER_DROPPED: "FAILED",
  Cancelled: "FAILED",
  NOT_ATTEMPTED: "FAILED",
};

/**
 * What the staff request that starts a payment records: never PAID. A charge the gateway answers Completed
 * waits IN_PROCESS, like one still in flight, until the gateway itself confirms it (a status check).
 */
const recordedStatusOf = (status: PaymentCollectionStatus): PaymentCollectionStatus =>
  status === "PAID" ? "IN_PROCESS" : status;

/**
 * The spec's payment form through the gateway: the instrument goes to the gateway (never stored or logged);
 * the answer is kept on a receipt with the masked reference and the gateway's status. A payment completed or
 * still in flight is INITIATED or IN_PROCESS with no allocation (and its dues' scope): only the gateway's
 * own answer to a status check (`followUpGatewayPayment`) makes it PAID and appropriates it under the bank's
 * reference, so no staff request vouches for money. Any other outcome is a FAILED or EXPIRED receipt with
 * no allocation.
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
  const status = recordedStatusOf(COLLECTION_STATUS_OF_GATEWAY[result.status]);
  const details = {
    method: values.payment,
    ...(values.upi_app ? { upiApp: values.upi_app } : {}),
    reference: values.reference,
    reference_id: values.reference_id,
    gateway: gateway.name,
    gatewayOrderId: result.orderId,
    gatewayStatus: result.status,
    maskedReference: result.maskedReference,
    failureReason: result.failureReason,
    ...(GATEWAY_IN_FLIGHT_STATUSES.includes(status) ? { dueScope: scope } : {}),
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
    const posted = await postReceipt(tx, { ...draft, status, utr: null }, { tenancy }, posting);
    return posted.receipt;
  });
}
