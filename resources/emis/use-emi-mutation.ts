import type { EmiManualAction } from "@domain/api/emis";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { type BaseRecord, type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";

/** A call the EMI page makes: an action of the EMI machine, or the schedule / reschedule command. */
export type EmiCall =
  | { action: EmiManualAction; emiId: string; values: Record<string, unknown> }
  | { operation: "schedule" | "reschedule"; values: Record<string, unknown> };

const urlOf = (call: EmiCall) =>
  "action" in call ? `${resolveEndpoint("emis", "one", call.emiId).url}/actions/${call.action}` : "";

/** Runs a call with a toast in words, then refreshes the EMI and the lists; a refusal is toasted by Refine. */
export function useEmiMutation() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError>();
  const run = async (call: EmiCall, success: string) => {
    const result = await mutateAsync({
      url: urlOf(call),
      method: "post",
      values: call.values,
      meta: "operation" in call ? { resource: "emis", operation: call.operation } : undefined,
      successNotification: () => ({ type: "success", message: success }),
    });
    await invalidate({ resource: "emis", invalidates: ["all"] });
    return result;
  };
  return { run, isPending: mutation.isPending };
}
