import type { MandateDetail } from "@domain/api/mandates";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";

/** A call the mandate pages make, by its path under the list's (`/user/mandates`). */
export type MandateCall =
  | { kind: "register"; values: Record<string, unknown> }
  | { kind: "cancel"; id: string; values: { version: number; reason: string } }
  | { kind: "sync"; values: Record<string, unknown> }
  | { kind: "authenticate"; providerId: string; values: { outcome: string } };

const pathOf = (call: MandateCall) => {
  switch (call.kind) {
    case "register":
      return "";
    case "cancel":
      return `/${encodeURIComponent(call.id)}/cancel`;
    case "sync":
      return "/sync";
    case "authenticate":
      return `/sandbox/${encodeURIComponent(call.providerId)}/authenticate`;
  }
};

/** Runs a call with a toast in words and refreshes the mandates and loans; a refusal is toasted by Refine. */
export function useMandateMutation() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<MandateDetail, HttpError>();
  const run = async (call: MandateCall, success: string) => {
    const result = await mutateAsync({
      url: `${resolveEndpoint("mandates", "list").url}${pathOf(call)}`,
      method: "post",
      values: call.values,
      successNotification: () => ({ type: "success", message: success }),
    });
    await Promise.all([
      invalidate({ resource: "mandates", invalidates: ["all"] }),
      invalidate({ resource: "loans", invalidates: ["all"] }),
    ]);
    return result.data;
  };
  return { run, isPending: mutation.isPending };
}
