import type { StatementLine } from "@domain/api/reconciliation";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";

/** Matches, unmatches or returns a statement line; the lists and the statement's report are read again after. */
export function useLineAction() {
  const { mutateAsync, mutation } = useCustomMutation<StatementLine, HttpError>();
  const invalidate = useInvalidate();
  const run = async (
    operation: "match" | "unmatch" | "return",
    line: StatementLine,
    values: object,
    message: string,
  ) => {
    const answer = await mutateAsync({
      url: "",
      method: "post",
      values: { version: line.version, ...values },
      meta: { resource: "reconciliation-lines", operation, id: line.id },
      successNotification: () => ({ type: "success", message }),
    });
    await Promise.all([
      invalidate({ resource: "reconciliation-lines", invalidates: ["list"] }),
      invalidate({ resource: "reconciliation-statements", invalidates: ["list", "detail"] }),
    ]);
    return answer.data;
  };
  return { run, isPending: mutation.isPending };
}
