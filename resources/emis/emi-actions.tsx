import { type EmiDetail, type EmiManualAction, type EmiPageAction, emiTitle } from "@domain/api/emis";
import { Button, Modal, Popconfirm, Space } from "antd";
import { useState } from "react";
import { CancelDueForm } from "./cancel-due-form";
import { DebitSuccessForm } from "./debit-success-form";
import {
  BounceForm,
  PresentForm,
  RescheduleForm,
  ScheduleForm,
  type ScheduleValues,
} from "./emi-action-forms";
import { EMI_ACTION_TEXT, emiActionQuestion } from "./emi-labels";
import { useEmiMutation } from "./use-emi-mutation";
import { WaiveDueForm } from "./waive-due-form";

/** Actions that ask for more than a confirmation: each has its own form in a modal. */
const WITH_FORM: readonly EmiPageAction[] = [
  "schedule",
  "present",
  "bounce",
  "reschedule",
  "debitSuccess",
  "cancel",
];

/**
 * The EMI's actions bar: only what the server says this user may do now (`allowedActions`). Simple moves are
 * confirmed with what they will do; scheduling, presenting, a bounce, a re-presentation, a debit's success and a
 * cancellation (both proposed for a second staff user's approval) open a form; beside Cancel, "Waive" opens the
 * waiver's form (proposed for approval too).
 */
export function EmiActions({ emi }: { emi: EmiDetail }) {
  const { run, isPending } = useEmiMutation();
  const [open, setOpen] = useState<EmiPageAction | "waive" | null>(null);
  const close = () => setOpen(null);
  const act = (action: EmiManualAction, extra: Record<string, unknown> = {}) =>
    run({ action, emiId: emi.id, values: { version: emi.version, ...extra } }, EMI_ACTION_TEXT[action].done);
  const submit = (promise: Promise<unknown>) => promise.then(close).catch(() => undefined);

  const schedule = (values: ScheduleValues) =>
    submit(
      run(
        { operation: "schedule", values: { ...values, enachInvoiceId: emi.id, version: emi.version } },
        EMI_ACTION_TEXT.schedule.done,
      ),
    );
  const reschedule = (values: { reschedule_date: string; note?: string }) =>
    submit(
      run(
        { operation: "reschedule", values: { ...values, emiId: emi.id, version: emi.version } },
        EMI_ACTION_TEXT.reschedule.done,
      ),
    );
  const common = { emi, pending: isPending, onCancel: close };
  // A waiver is offered beside Cancel (the same collection users), while the due still owes something.
  const waivable = emi.allowedActions.includes("cancel") && emi.outstandingPaise > 0;

  return (
    <Space wrap aria-label="EMI actions" role="toolbar">
      {emi.allowedActions.map((action) => {
        const text = EMI_ACTION_TEXT[action];
        const button = (
          <Button
            key={action}
            type={text.primary ? "primary" : "default"}
            danger={text.danger}
            onClick={WITH_FORM.includes(action) ? () => setOpen(action) : undefined}
          >
            {text.label}
          </Button>
        );
        if (WITH_FORM.includes(action)) return button;
        return (
          <Popconfirm
            key={action}
            title={emiActionQuestion(action, emi)}
            okText={`Yes, ${text.label.toLowerCase()}`}
            cancelText="No"
            okButtonProps={{ loading: isPending, danger: text.danger }}
            onConfirm={() => act(action as EmiManualAction).catch(() => undefined)}
          >
            {button}
          </Popconfirm>
        );
      })}
      {waivable ? (
        <Button key="waive" onClick={() => setOpen("waive")}>
          Waive
        </Button>
      ) : null}
      <Modal
        open={open !== null}
        title={open ? `${open === "waive" ? "Waive" : EMI_ACTION_TEXT[open].label}: ${emiTitle(emi)}` : ""}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        {open === "schedule" ? <ScheduleForm {...common} onSubmit={schedule} /> : null}
        {open === "present" ? (
          <PresentForm {...common} onSubmit={(values) => submit(act("present", values))} />
        ) : null}
        {open === "bounce" ? (
          <BounceForm {...common} onSubmit={(values) => submit(act("bounce", values))} />
        ) : null}
        {open === "reschedule" ? <RescheduleForm {...common} onSubmit={reschedule} /> : null}
        {open === "debitSuccess" ? <DebitSuccessForm emi={emi} /> : null}
        {open === "cancel" ? <CancelDueForm emi={emi} /> : null}
        {open === "waive" ? <WaiveDueForm emi={emi} /> : null}
      </Modal>
    </Space>
  );
}
