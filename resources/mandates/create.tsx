import { zodResolver } from "@hookform/resolvers/zod";
import {
  MANDATE_KIND_LABELS,
  MANDATE_KINDS,
  type MandateCreateRequest,
  mandateCreateRequestSchema,
} from "@domain/api/mandates";
import type { LoanDetail } from "@domain/api/loans";
import { REPAYMENT_FREQUENCIES, REPAYMENT_FREQUENCY_LABELS } from "@domain/enums/finance";
import { formatInr } from "@domain/money/format-inr";
import { type HttpError, useOne } from "@refinedev/core";
import { FormField } from "@resources/invoices/form-field";
import { Alert, Button, Card, Form, Input, Select, Skeleton } from "antd";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { largestInstalmentPaise } from "./largest-instalment";
import { mandateShowPath } from "./mandate-routes";
import styles from "./mandates.module.css";
import { useMandateMutation } from "./use-mandate-mutation";

type Values = z.output<typeof mandateCreateRequestSchema>;
const KIND_OPTIONS = MANDATE_KINDS.map((value) => ({ value, label: MANDATE_KIND_LABELS[value] }));
const FREQUENCY_OPTIONS = REPAYMENT_FREQUENCIES.map((value) => ({
  value,
  label: REPAYMENT_FREQUENCY_LABELS[value],
}));

/** The registration form for the loan named by `?loanId=`: limits and the debtor's account, then the provider. */
function RegisterMandateForm({ loan }: { loan: LoanDetail }) {
  const navigate = useNavigate();
  const { run } = useMandateMutation();
  const largestPaise = largestInstalmentPaise(loan);
  const { control, handleSubmit, formState } = useForm<MandateCreateRequest, unknown, Values>({
    resolver: zodResolver(mandateCreateRequestSchema),
    defaultValues: {
      loanId: loan.id,
      kind: "ENACH",
      maxAmount: String(Math.ceil(largestPaise / 100)),
      frequency: "ADHOC",
      startDate: "",
      endDate: "",
      accountNumber: "",
      ifsc: "",
      accountHolderName: loan.borrowerName,
    },
  });
  const submit = handleSubmit(async (values) => {
    const created = await run(
      { kind: "register", values },
      "Mandate created; the borrower authenticates next",
    ).catch(() => null);
    if (created) void navigate(mandateShowPath(created.id));
  });
  return (
    <Card
      title={`Register a mandate for ${loan.loanNumber} (${loan.borrowerName})`}
      className={styles.narrowForm}
    >
      <form aria-label="Register mandate" noValidate onSubmit={(event) => void submit(event)}>
        <Form layout="vertical" component={false}>
          <FormField control={control} name="kind" label="Mandate Type" required>
            {(field) => <Select {...field} options={KIND_OPTIONS} />}
          </FormField>
          <FormField
            control={control}
            name="maxAmount"
            label="Maximum Amount"
            required
            extra={`At least ${formatInr(largestPaise, { currency: true })}, the largest instalment`}
          >
            {(field) => <Input {...field} value={String(field.value ?? "")} inputMode="decimal" prefix="₹" />}
          </FormField>
          <FormField control={control} name="frequency" label="Frequency" required>
            {(field) => <Select {...field} options={FREQUENCY_OPTIONS} />}
          </FormField>
          <FormField control={control} name="startDate" label="Start Date" required>
            {(field) => <Input {...field} type="date" />}
          </FormField>
          <FormField control={control} name="endDate" label="End Date">
            {(field) => <Input {...field} value={field.value ?? ""} type="date" />}
          </FormField>
          <FormField control={control} name="accountNumber" label="Account Number" required>
            {(field) => <Input {...field} inputMode="numeric" />}
          </FormField>
          <FormField control={control} name="ifsc" label="IFSC" required>
            {(field) => <Input {...field} maxLength={11} />}
          </FormField>
          <FormField control={control} name="accountHolderName" label="Account Holder Name" required>
            {(field) => <Input {...field} />}
          </FormField>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            Register mandate
          </Button>
        </Form>
      </form>
    </Card>
  );
}

/** `/mandates/new?loanId=…`: the loan's registration form. */
export default function MandateCreatePage() {
  const [params] = useSearchParams();
  const loanId = params.get("loanId") ?? "";
  const { result, query } = useOne<LoanDetail, HttpError>({
    resource: "loans",
    id: loanId,
    queryOptions: { enabled: loanId !== "" },
  });
  if (loanId === "")
    return <Alert type="info" showIcon message="Open a loan and register its mandate from there" />;
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="Loan not found" />;
  return <RegisterMandateForm loan={result} />;
}
