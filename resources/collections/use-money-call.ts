import { type BaseRecord, type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";

/** A collections command (`RESOURCE_TABLE.collections.operations`), or a path of its own (approve, reject). */
export type MoneyCall = { operation: string; url?: never } | { url: string; operation?: never };

/**
 * Runs a money command with a toast in words (none when the caller answers in a dialog of its own, which the
 * toast would cover), then refreshes the collections and the approvals.
 */
export function useMoneyCall() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError>();
  const run = async <T>(call: MoneyCall, values: object, success: string | null): Promise<T> => {
    const result = await mutateAsync({
      url: call.url ?? "",
      method: "post",
      values,
      meta: call.operation ? { resource: "collections", operation: call.operation } : undefined,
      successNotification: success === null ? false : () => ({ type: "success", message: success }),
    });
    await invalidate({ resource: "collections", invalidates: ["all"] });
    await invalidate({ resource: "pending-operations", invalidates: ["all"] });
    return result.data as T;
  };
  return { run, isPending: mutation.isPending };
}
