import type { PendingChange, PendingChangeReject } from "@domain/api/pending-changes";
import { type HttpError, useCustomMutation } from "@refinedev/core";

/**
 * Approves or rejects a pending change through the `pending-changes` operations. A refusal is not toasted: the
 * panel shows the server's sentence beside the buttons, where it stays until the next try.
 */
export function useChangeDecision(changeId: string) {
  const { mutateAsync, mutation } = useCustomMutation<PendingChange, HttpError>();
  const decide = (operation: "approve" | "reject", values: PendingChangeReject | Record<string, never>) =>
    mutateAsync({
      url: "",
      method: "post",
      values,
      meta: { resource: "pending-changes", operation, id: changeId },
      errorNotification: false,
      successNotification: () => ({
        type: "success",
        message: operation === "approve" ? "Change approved and applied" : "Change rejected",
      }),
    });
  return {
    approve: () => decide("approve", {}),
    reject: (values: PendingChangeReject) => decide("reject", values),
    isPending: mutation.isPending,
  };
}
