import { zodResolver } from "@hookform/resolvers/zod";
import type { PendingOperation } from "@domain/api/pending-operations";
import { formatInr } from "@domain/money/format-inr";
import { isHttpError } from "@providers/http-error";
import { Alert, Button, Form } from "antd";
import { type ReactNode, useState } from "react";
import {
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import styles from "./collections.module.css";
import { type MoneyCall, useMoneyCall } from "./use-money-call";

export type MoneyFormProps<I extends FieldValues> = {
  label: string;
  schema: z.ZodType<unknown, I>;
  defaults: DefaultValues<I>;
  /** The `collections` operation it posts to, or a path of its own (an EMI's cancellation). */
  call: MoneyCall;
  submitLabel: string;
  /** Sent with the fields (a loan's version). */
  extra?: object;
  children: (control: Control<I, unknown, I>) => ReactNode;
};

/**
 * A money command's form: the spec's fields checked by their domain schema, sent for a second staff user's
 * approval; the preview that the approver will see is shown once filed, and a refusal under its field.
 */
export function MoneyForm<I extends FieldValues>(props: MoneyFormProps<I>) {
  const [filed, setFiled] = useState<PendingOperation>();
  const { run, isPending } = useMoneyCall();
  const { control, handleSubmit, setError, reset } = useForm<I, unknown, I>({
    resolver: zodResolver(props.schema as never) as unknown as Resolver<I, unknown, I>,
    defaultValues: props.defaults,
  });
  const submit = handleSubmit(async (values) => {
    setFiled(undefined);
    try {
      const answer = await run<PendingOperation>(
        props.call,
        { ...values, ...props.extra },
        "Sent for approval",
      );
      setFiled(answer);
      reset(props.defaults);
    } catch (error) {
      for (const [field, message] of Object.entries(isHttpError(error) ? (error.errors ?? {}) : {}))
        setError(field as Path<I>, { message: Array.isArray(message) ? message.join(" ") : String(message) });
    }
  });
  return (
    <form aria-label={props.label} noValidate onSubmit={(event) => void submit(event)}>
      {filed ? (
        <Alert
          className={styles.preview}
          type="success"
          showIcon
          message={`${filed.preview.summary}: waiting for another staff user's approval`}
          description={
            filed.preview.lines
              .map(
                (line) =>
                  `${line.reference} ${line.label}: ${formatInr(line.amountPaise, { currency: true })}`,
              )
              .join("; ") +
            (filed.preview.unappliedPaise
              ? `; unapplied ${formatInr(filed.preview.unappliedPaise, { currency: true })}`
              : "")
          }
        />
      ) : null}
      <Form layout="vertical" component={false}>
        {props.children(control)}
        <Button type="primary" htmlType="submit" loading={isPending}>
          {props.submitLabel}
        </Button>
      </Form>
    </form>
  );
}
