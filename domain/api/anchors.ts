import { LENDING_TYPES } from "@domain/enums/finance";
import { ACTIVE_STATUSES } from "@domain/enums/statuses";
import { gstinField } from "@domain/schemas/identifier-fields";
import { requiredText } from "@domain/schemas/text-fields";
import { z } from "zod";
import { clientListQuery, pagedAnswer } from "./client-lists";
import { programmeItemSchema } from "./programmes";

export const ANCHOR_NOT_FOUND = "Anchor not found";
export const ANCHOR_GSTIN_TAKEN = "An anchor with this GSTIN already exists";

/** `POST /user/admin/anchors`: a new anchor by its name and GSTIN (the PAN is the GSTIN's characters 3 to 12). */
export const anchorCreateRequestSchema = z.object({
  name: requiredText("Anchor Name", { max: 100 }),
  gstin: gstinField("GSTIN"),
});
export type AnchorCreateRequest = z.input<typeof anchorCreateRequestSchema>;

export const ANCHOR_SORT_FIELDS = ["name", "programmeCount", "createdAt"] as const;

/** `GET /user/admin/anchors`: paged, sorted, searched by name (contains), filtered by status and lending type. */
export const anchorListQuerySchema = clientListQuery(ANCHOR_SORT_FIELDS, "name").extend({
  status: z
    .enum(ACTIVE_STATUSES, { error: `Status must be one of ${ACTIVE_STATUSES.join(", ")}` })
    .optional(),
  lendingType: z
    .enum(LENDING_TYPES, { error: `Lending type must be one of ${LENDING_TYPES.join(", ")}` })
    .optional(),
});
export type AnchorListQuery = z.output<typeof anchorListQuerySchema>;

/** An anchor row: its programmes' count and limits (paise) summed. */
export const anchorItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  gstin: z.string(),
  pan: z.string(),
  status: z.enum(ACTIVE_STATUSES),
  lendingType: z.enum(LENDING_TYPES),
  programmeCount: z.number().int(),
  programLimitPaise: z.number().int(),
  limitUsedPaise: z.number().int(),
  limitAvailablePaise: z.number().int(),
  createdAt: z.string(),
});
export type AnchorItem = z.infer<typeof anchorItemSchema>;

export const anchorListResponseSchema = pagedAnswer(anchorItemSchema);

/** `GET /user/admin/search?query=`: the anchor async select's options, labelled by name (see anchorOptions). */
export const anchorSearchQuerySchema = z.object({
  query: z.string().trim().max(100, "Query cannot be more than 100 characters").default(""),
});
export const anchorOptionSchema = z.object({ value: z.string(), label: z.string() });
export type AnchorOption = z.infer<typeof anchorOptionSchema>;

/**
 * The async select's options: each anchor by its name, with its GSTIN only where another listed anchor has the
 * same name (never its id).
 */
export function anchorOptions(
  anchors: readonly { id: string; name: string; gstin: string }[],
): AnchorOption[] {
  const key = (name: string) => name.trim().toLowerCase();
  const counts = new Map<string, number>();
  for (const anchor of anchors) counts.set(key(anchor.name), (counts.get(key(anchor.name)) ?? 0) + 1);
  return anchors.map((anchor) => ({
    value: anchor.id,
    label: (counts.get(key(anchor.name)) ?? 0) > 1 ? `${anchor.name} (GSTIN ${anchor.gstin})` : anchor.name,
  }));
}

/** `GET /user/admin/anchors/:id`: the anchor and its programmes (the show page's tabs load the rest). */
export const anchorDetailSchema = anchorItemSchema.extend({ programmes: z.array(programmeItemSchema) });
export type AnchorDetail = z.infer<typeof anchorDetailSchema>;
