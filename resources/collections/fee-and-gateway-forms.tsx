import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CollectionDetail,
  isGatewayInFlight,
  paymentFormSchemaFor,
  paymentMethodFields,
  processingFeeRequestSchema,
  UPI_APP_LABELS,
  UPI_APPS,
  type UpiApp,
} from "@domain/api/collections";
import type { LoanDetail } from "@domain/api/loans";
import { businessDateAt } from "@domain/dates/business-date";
import { PAYMENT_REFERENCE_TYPES, PAYMENT_TYPES, type PaymentType } from "@domain/enums/finance";
import {
  FEE_STATUS_LABELS,
  FEE_STATUSES,
  GATEWAY_PAYMENT_STATUS_LABELS,
  type GatewayPaymentStatus,
} from "@domain/enums/statuses";
import type { ProcessingFeeInput } from "@domain/schemas/payment-operations";
import { isHttpError } from "@providers/http-error";
import { type HttpError, useOne } from "@refinedev/core";
import { DateInput } from "@resources/invoices/date-input";
import { FormField } from "@resources/invoices/form-field";
import { Alert, Button, Form, Input, Select } from "antd";
import { useState } from "react";
import { type Control, type Path, type Resolver, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { collectionShowPath } from "./collection-routes";
import { MoneyForm } from "./money-form";
import styles from "./collections.module.css";
import { useMoneyCall } from "./use-money-call";

const today = () => businessDateAt(new Date());
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's processing fee of one loan (its id), sent at the loan's version for approval. */
/** The spec's processing fee form: the status marker (paid or unpaid), and the amount and UTR a paid fee needs. */
export function FeeFields({ control }: { control: Control<ProcessingFeeInput> }) {
  return (
    <>
      <FormField control={control} name="markFeeStatus" label="Fee Status" required>
        {(field) => (
          <Select
            {...field}
            options={FEE_STATUSES.map((value) => ({ value, label: FEE_STATUS_LABELS[value] }))}
          />
        )}
      </FormField>
      <FormField control={control} name="amount" label="Amount">
        {(field) => <Input {...field} value={field.value ?? ""} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="utrNumber" label="UTR number">
        {(field) => <Input {...field} value={field.value ?? ""} autoComplete="off" />}
      </FormField>
    </>
  );
}

export function ProcessingFeeForm() {
  const [loanId, setLoanId] = useState("");
  const { result: loan } = useOne<LoanDetail, HttpError>({
    resource: "loans",
    id: loanId,
    queryOptions: { enabled: UUID.test(loanId) },
  });
  return (
    <>
      <Form.Item
        label="Loan id"
        htmlFor="fee-loan"
        extra={loan ? `${loan.loanNumber} · ${loan.borrowerName}` : "The loan's id, from its page"}
      >
        <Input
          id="fee-loan"
          value={loanId}
          onChange={(event) => setLoanId(event.target.value.trim())}
          autoComplete="off"
        />
      </Form.Item>
      {loan ? (
        <MoneyForm
          key={loan.id}
          label="Processing fee"
          schema={processingFeeRequestSchema}
          call={{ operation: "processingFee" }}
          submitLabel="Send for approval"
          extra={{ loanId: loan.id, version: loan.version }}
          defaults={{
            loanId: loan.id,
            version: loan.version,
            markFeeStatus: "paid",
            amount: "",
            utrNumber: "",
          }}
        >
          {(control) => <FeeFields control={control as unknown as Control<ProcessingFeeInput>} />}
        </MoneyForm>
      ) : null}
    </>
  );
}

type GatewayValues = Record<string, string>;

/** The fields each method shows, in the spec's order; the others are not rendered and not sent. */
const LABELS: Record<string, string> = {
  UPIIdNumber: "UPI Id",
  phonepe_upi: "PhonePe UPI Id",
  card_no: "Card Number",
  cvv: "Cvv",
  customer_id: "Customer Id",
  password: "Password",
};

const gatewayResolver: Resolver<GatewayValues> = (values, context, options) => {
  const resolve = zodResolver(
    paymentFormSchemaFor(
      (values.payment || "Enach") as PaymentType,
      (values.upi_app || undefined) as UpiApp | undefined,
    ) as never,
  ) as unknown as Resolver<GatewayValues>;
  return resolve(values, context, options);
};

/** The spec's payment form through the payment gateway: only the chosen method's fields; card data never kept. */
export function PaymentGatewayForm() {
  const [answer, setAnswer] = useState<CollectionDetail>();
  const { run, isPending } = useMoneyCall();
  const { control, handleSubmit, setError } = useForm<GatewayValues>({
    resolver: gatewayResolver,
    defaultValues: {
      payment: "",
      amt: "",
      reference: "REPAYMENT",
      reference_id: "",
      collection_date: today(),
      invoice_id: "",
    },
    shouldUnregister: true,
  });
  const method = useWatch({ control, name: "payment" }) as PaymentType | "";
  const upiApp = useWatch({ control, name: "upi_app" }) as UpiApp | undefined;
  const submit = handleSubmit(async (values) => {
    setAnswer(undefined);
    try {
      const result = await run<CollectionDetail>(
        { operation: "paymentForm" },
        values,
        "Payment sent to the gateway",
      );
      setAnswer(result);
    } catch (error) {
      for (const [field, message] of Object.entries(isHttpError(error) ? (error.errors ?? {}) : {}))
        setError(field, { message: String(message) });
    }
  });
  const text = (name: string, label: string, type = "text") => (
    <FormField key={name} control={control} name={name as Path<GatewayValues>} label={label} required>
      {(field) => <Input {...field} type={type} autoComplete="off" />}
    </FormField>
  );
  const status = answer?.details.gatewayStatus as GatewayPaymentStatus | undefined;
  return (
    <form aria-label="Payment form" noValidate onSubmit={(event) => void submit(event)}>
      {answer ? (
        <Alert
          className={styles.preview}
          type={answer.status === "PAID" ? "success" : isGatewayInFlight(answer) ? "info" : "error"}
          showIcon
          message={
            <>
              Gateway: {status ? GATEWAY_PAYMENT_STATUS_LABELS[status] : ""} ·{" "}
              <Link to={collectionShowPath(answer.id)}>{answer.receiptNumber}</Link>
            </>
          }
          description={
            isGatewayInFlight(answer)
              ? status === "Completed"
                ? "The gateway reports it completed; it is posted once the gateway confirms it: open the receipt and refresh its status"
                : "Still in process at the gateway: open the receipt and refresh its status later"
              : String(
                  answer.details.failureReason ??
                    `Paid by ${String(answer.details.maskedReference)}, UTR ${answer.utr ?? ""}`,
                )
          }
        />
      ) : null}
      <Form layout="vertical" component={false}>
        <FormField control={control} name="payment" label="Payment Type" required>
          {(field) => (
            <Select
              {...field}
              placeholder="Select"
              options={PAYMENT_TYPES.map((value) => ({ value, label: value }))}
            />
          )}
        </FormField>
        {text("amt", "Amount")}
        <FormField control={control} name="reference" label="Reference Type" required>
          {(field) => (
            <Select {...field} options={PAYMENT_REFERENCE_TYPES.map((value) => ({ value, label: value }))} />
          )}
        </FormField>
        {text("reference_id", "Reference Id")}
        <FormField control={control} name="collection_date" label="Collection Date" required>
          {(field) => <DateInput id={field.id} value={field.value} onChange={field.onChange} max={today()} />}
        </FormField>
        {text("invoice_id", "Invoice id")}
        {method === "UPI" ? (
          <FormField control={control} name="upi_app" label="UPI app">
            {(field) => (
              <Select
                {...field}
                value={field.value || "ANY"}
                options={UPI_APPS.map((value) => ({ value, label: UPI_APP_LABELS[value] }))}
              />
            )}
          </FormField>
        ) : null}
        {method
          ? paymentMethodFields(method, upiApp).map((name) =>
              text(name, LABELS[name]!, name === "cvv" || name === "password" ? "password" : "text"),
            )
          : null}
        <Button type="primary" htmlType="submit" loading={isPending}>
          Pay
        </Button>
      </Form>
    </form>
  );
}
