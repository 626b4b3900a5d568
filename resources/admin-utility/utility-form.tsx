import { zodResolver } from "@hookform/resolvers/zod";
import { isHttpError } from "@providers/http-error";
import { Button, Form } from "antd";
import type { ReactNode } from "react";
import {
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetValue,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

export type UtilityFormProps<I extends FieldValues> = {
  label: string;
  /** The schema of the resource endpoint the operation runs (the API checks the same). */
  schema: z.ZodType<unknown, I>;
  defaults: DefaultValues<I>;
  /** Asks the server for the preview; a refusal naming a field is shown under it. */
  onPreview: (input: I) => Promise<unknown>;
  /** The fields; `setValue` fills some from a record picked in another. */
  children?: (control: Control<I, unknown, I>, setValue: UseFormSetValue<I>) => ReactNode;
};

/** One operation's own fields, checked by its domain schema, then "Preview". */
export function UtilityForm<I extends FieldValues>(props: UtilityFormProps<I>) {
  const { control, handleSubmit, setError, setValue, formState } = useForm<I, unknown, I>({
    resolver: zodResolver(props.schema as never) as unknown as Resolver<I, unknown, I>,
    defaultValues: props.defaults,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await props.onPreview(values);
    } catch (error) {
      for (const [field, message] of Object.entries(isHttpError(error) ? (error.errors ?? {}) : {}))
        setError(field as Path<I>, { message: Array.isArray(message) ? message.join(" ") : String(message) });
    }
  });
  return (
    <form aria-label={props.label} noValidate onSubmit={(event) => void submit(event)}>
      <Form layout="vertical" component={false}>
        {props.children?.(control, setValue)}
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          Preview
        </Button>
      </Form>
    </form>
  );
}
