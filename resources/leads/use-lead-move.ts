import type { LeadProfile } from "@domain/api/leads";
import type { LeadAction } from "@domain/state-machines/lead";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";

/** Moves a lead by one action at the version the user saw, then refreshes the list, the counts and the profile. */
export function useLeadMove() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<LeadProfile, HttpError>();
  const move = async (lead: Pick<LeadProfile, "id" | "version">, action: LeadAction, note = "") => {
    await mutateAsync({
      url: "",
      method: "post",
      values: { id: lead.id, version: lead.version, action, ...(note.trim() ? { note: note.trim() } : {}) },
      meta: { resource: "leads", operation: "stage" },
      successNotification: () => ({ type: "success", message: "Lead stage changed" }),
    });
    await invalidate({ resource: "leads", invalidates: ["list", "detail", "all"], id: lead.id });
  };
  return { move, isPending: mutation.isPending };
}
