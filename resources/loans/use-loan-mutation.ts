import type { LoanManualAction } from "@domain/api/loans";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { type BaseRecord, type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";

/**
 * A call the loan page makes: a named operation of the `loans` resource table entry, or a loan action.
 */
export type LoanCall =
  | { operation: string; id?: string; values?: Record<string, unknown> }
  | { action: LoanManualAction; loanId: string; values: Record<string, unknown> };

const urlOf = (call: LoanCall) => ("action" in call ? loanActionUrl(call.loanId, call.action) : "");

/** `POST /user/loans/:id/actions/:action`. */
export const loanActionUrl = (loanId: string, action: LoanManualAction) =>
  `${resolveEndpoint("loans", "one", loanId).url}/actions/${action}`;

/**
 * Runs a call of the loan page with a toast in words, then refreshes the loan, the lists and the loan's
 * documents and e-sign requests (a signed KFS changes all of them). A refusal is toasted by Refine.
 */
export function useLoanMutation() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError>();
  const run = async (call: LoanCall, success: string) => {
    const result = await mutateAsync({
      url: urlOf(call),
      method: "post",
      values: call.values ?? {},
      meta: "operation" in call ? { resource: "loans", operation: call.operation, id: call.id } : undefined,
      successNotification: () => ({ type: "success", message: success }),
    });
    await invalidate({ resource: "loans", invalidates: ["all"] });
    return result;
  };
  return { run, isPending: mutation.isPending };
}
