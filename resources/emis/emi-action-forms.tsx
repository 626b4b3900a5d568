import type { EmiDetail, EmiItem } from "@domain/api/emis";
import { NACH_RETURN_CODE_OPTIONS } from "@domain/collections/nach-return-codes";
import { businessDateAt } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { ENACH_INTEREST_DAYS } from "@domain/enums/finance";
import { rupeeText } from "@domain/api/kfs-calculator";
import { formatInr } from "@domain/money/format-inr";
import { DateInput } from "@resources/invoices/date-input";
import { Alert, Button, Form, Input, Select, Space } from "antd";

type FormProps<V> = {
  emi: EmiDetail;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: V) => void;
};

const owed = (emi: EmiItem) => ({
  principal: emi.principalDuePaise - emi.principalPaidPaise,
  interest: emi.interestDuePaise - emi.interestPaidPaise,
  penal: emi.penalDuePaise - emi.penalPaidPaise,
});

function Buttons({
  pending,
  onCancel,
  label,
  danger,
}: {
  pending: boolean;
  onCancel: () => void;
  label: string;
  danger?: boolean;
}) {
  return (
    <Space>
      <Button type="primary" danger={danger} htmlType="submit" loading={pending}>
        {label}
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </Space>
  );
}

/** The bank's return: a NACH return code (its retry rule shown), and a note. */
export function BounceForm({
  emi,
  pending,
  onCancel,
  onSubmit,
}: FormProps<{ returnCode: string; note?: string }>) {
  return (
    <Form layout="vertical" onFinish={onSubmit} requiredMark>
      <Alert
        type="warning"
        showIcon
        message="A bounce of the borrower's making adds the bounce charge to the EMI's penal due."
      />
      <Form.Item
        name="returnCode"
        label="Return code"
        rules={[{ required: true, message: "Please select one option" }]}
        style={{ marginTop: 12 }}
      >
        <Select showSearch optionFilterProp="label" options={NACH_RETURN_CODE_OPTIONS} placeholder="Select" />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <Input maxLength={500} />
      </Form.Item>
      <Buttons pending={pending} onCancel={onCancel} label={`Record bounce of ${emi.trancheRef}`} danger />
    </Form>
  );
}

/** How the EMI is presented: e-NACH, UPI AutoPay or by hand. */
export function PresentForm({ emi, pending, onCancel, onSubmit }: FormProps<{ presentation: string }>) {
  return (
    <Form layout="vertical" onFinish={onSubmit} initialValues={{ presentation: emi.presentation ?? "NACH" }}>
      <Form.Item
        name="presentation"
        label="Presentation"
        rules={[{ required: true, message: "Please select one option" }]}
      >
        <Select
          options={[
            { value: "NACH", label: "e-NACH" },
            { value: "UPI", label: "UPI AutoPay" },
            { value: "MANUAL", label: "Manual" },
          ]}
        />
      </Form.Item>
      <p>
        Present {formatInr(emi.outstandingPaise, { currency: true })} for debit. Once presented it can no
        longer be taken off the file.
      </p>
      <Buttons pending={pending} onCancel={onCancel} label="Present" />
    </Form>
  );
}

/** The re-presentation date of a bounced (retryable) or failed EMI. */
export function RescheduleForm({
  emi,
  pending,
  onCancel,
  onSubmit,
}: FormProps<{ reschedule_date: string; note?: string }>) {
  const today = businessDateAt(new Date());
  return (
    <Form layout="vertical" onFinish={onSubmit} initialValues={{ reschedule_date: today }}>
      <p>Days past due keep counting from the original due date, {formatDate(emi.dueDate)}.</p>
      <Form.Item
        name="reschedule_date"
        label="Reschedule Date"
        rules={[{ required: true, message: "Reschedule Date is required" }]}
      >
        <DateInput min={today} />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <Input maxLength={500} />
      </Form.Item>
      <Buttons pending={pending} onCancel={onCancel} label="Re-present" />
    </Form>
  );
}

export type ScheduleValues = {
  enachDate: string;
  enachAmount: string;
  principalAmount: string;
  interestAmount: string;
  penalAmount: string;
  pendingPrincipalAmount: string;
  interestDays: number;
};

/**
 * The e-NACH schedule of what the EMI still owes, debited on its re-presentation or due date (today when
 * that has passed), with 30 interest days.
 */
export function scheduleValuesFor(emi: EmiItem, today: string): ScheduleValues {
  const due = owed(emi);
  return {
    enachDate:
      emi.rescheduleDate && emi.rescheduleDate >= today
        ? emi.rescheduleDate
        : emi.dueDate >= today
          ? emi.dueDate
          : today,
    enachAmount: rupeeText(due.principal + due.interest + due.penal),
    principalAmount: rupeeText(due.principal),
    interestAmount: rupeeText(due.interest),
    penalAmount: rupeeText(due.penal),
    pendingPrincipalAmount: rupeeText(due.principal),
    interestDays: 30,
  };
}

/** The spec's e-NACH schedule, filled with what the EMI still owes; the server checks every amount. */
export function ScheduleForm({ emi, pending, onCancel, onSubmit }: FormProps<ScheduleValues>) {
  const today = businessDateAt(new Date());
  const initial = scheduleValuesFor(emi, today);
  const amount = (name: keyof ScheduleValues, label: string) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: `${label} is required` }]}>
      <Input inputMode="decimal" prefix="₹" />
    </Form.Item>
  );
  return (
    <Form layout="vertical" onFinish={onSubmit} initialValues={initial}>
      <Form.Item
        name="enachDate"
        label="Debit Date"
        rules={[{ required: true, message: "Debit Date is required" }]}
      >
        <DateInput min={today} />
      </Form.Item>
      {amount("enachAmount", "Amount")}
      {amount("principalAmount", "Principal Amount")}
      {amount("interestAmount", "Interest Amount")}
      {amount("penalAmount", "Penal Amount")}
      {amount("pendingPrincipalAmount", "Pending Principal Amount")}
      <Form.Item
        name="interestDays"
        label="Interest Days"
        rules={[{ required: true, message: "Interest Days is required" }]}
      >
        <Select options={ENACH_INTEREST_DAYS.map((days) => ({ value: days, label: String(days) }))} />
      </Form.Item>
      <Buttons pending={pending} onCancel={onCancel} label="Schedule" />
    </Form>
  );
}
