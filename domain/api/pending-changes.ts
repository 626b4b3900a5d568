import { requiredText } from "@domain/schemas/text-fields";
import { z } from "zod";

/** The records whose money-moving settings wait for a second staff user's approval. */
export const PENDING_CHANGE_ENTITIES = ["programme", "anchor_settings", "lender_bank_account"] as const;
export type PendingChangeEntity = (typeof PENDING_CHANGE_ENTITIES)[number];

export const PENDING_CHANGE_STATES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type PendingChangeState = (typeof PENDING_CHANGE_STATES)[number];

export const PENDING_CHANGE_NOT_FOUND = "Pending change not found";
export const PENDING_CHANGE_DECIDED = "This change was already approved or rejected";
export const OWN_CHANGE_DECISION =
  "A change must be approved or rejected by someone other than who proposed it";
export const CHANGE_ALREADY_PENDING =
  "A change to this record is already waiting for approval; approve or reject it first";
export const RECORD_CHANGED_SINCE =
  "The record was changed after this change was proposed; reject it and propose it again";

/** One field of a change: its value when proposed and the value asked for. */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChangeItem = z.infer<typeof fieldChangeSchema>;

/** A change as a record's `GET` shows it: the field-by-field diff, who proposed it and when, and its fate. */
export const pendingChangeSchema = z.object({
  id: z.string(),
  entity: z.enum(PENDING_CHANGE_ENTITIES),
  entityId: z.string(),
  changes: z.array(fieldChangeSchema),
  state: z.enum(PENDING_CHANGE_STATES),
  proposedById: z.string(),
  proposedByName: z.string(),
  proposedAt: z.string(),
  decidedById: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

/** `POST /master/pending-changes/:id/reject`: why. */
export const pendingChangeRejectSchema = z.object({ reason: requiredText("Reason", { max: 200 }) });
export type PendingChangeReject = z.input<typeof pendingChangeRejectSchema>;

/** What a write answers when part of it waits for approval: the record as it now is, and the change. */
export const withPendingShape = { pendingChange: pendingChangeSchema.nullable() };
