import { ONBOARDING_FLOWS } from "@domain/enums/builder";
import { anchorUserSchema } from "@domain/schemas/anchor-user";
import { required } from "@domain/schemas/form-messages";
import { z } from "zod";
import { clientListQuery, pagedAnswer } from "./client-lists";
import { recordStampShape } from "./counterparties";

export const ANCHOR_USER_NOT_FOUND = "Anchor user not found";
export const STALE_ANCHOR_USER = "This anchor user was changed by someone else; reload it and try again";
export const ANCHOR_USER_ANCHOR_UNKNOWN = "No anchor has this id";
export const ANCHOR_USER_MOBILE_TAKEN = "This anchor already has a user with this mobile";
export const ANCHOR_USER_USER_UNKNOWN = "No merchant user has this id";
export const BANKS_NEED_USER = "Choose the user before the user's bank accounts";
export const BANK_NOT_THE_USERS = "Every bank account must be one of the user's own";

const isGuid = (value: string) => z.guid().safeParse(value).success;

/**
 * `POST /user/admin/anchor-users`: the spec's Anchor-user form. The user is a platform user's id and the bank
 * ids are that user's bank accounts (checked against the user).
 */
export const anchorUserCreateRequestSchema = anchorUserSchema.safeExtend({
  userId: anchorUserSchema.shape.userId.refine(
    (id) => id === undefined || id === "" || isGuid(id),
    "User Id must be a UUID",
  ),
  bankIds: anchorUserSchema.shape.bankIds.refine((ids) => ids.every(isGuid), "Bank ids must be UUIDs"),
});
export type AnchorUserCreateRequest = z.input<typeof anchorUserCreateRequestSchema>;
export type AnchorUserCreateValues = z.output<typeof anchorUserCreateRequestSchema>;

/** `PUT /user/admin/anchor-users/:id`: the same form at the version read; the anchor is not editable. */
export const anchorUserUpdateRequestSchema = anchorUserCreateRequestSchema.omit({ anchorId: true }).extend({
  version: z
    .number({ error: required("Version") })
    .int()
    .positive(),
});
export type AnchorUserUpdateRequest = z.input<typeof anchorUserUpdateRequestSchema>;
export type AnchorUserUpdateValues = z.output<typeof anchorUserUpdateRequestSchema>;

export const ANCHOR_USER_SORT_FIELDS = ["mobile", "externalId", "createdAt"] as const;

/** `GET /user/admin/anchor-users`: paged, sorted, searched by mobile or external id, filtered by anchor. */
export const anchorUserListQuerySchema = clientListQuery(ANCHOR_USER_SORT_FIELDS, "-createdAt").extend({
  anchorId: z.guid("Anchor id must be a UUID").optional(),
});
export type AnchorUserListQuery = z.output<typeof anchorUserListQuerySchema>;

/** An anchor user: average monthly collection in litres, vintage in months. */
export const anchorUserItemSchema = z.object({
  id: z.string(),
  anchorId: z.string(),
  anchorName: z.string(),
  externalId: z.string().nullable(),
  mobile: z.string(),
  userId: z.string().nullable(),
  avgMonthCollection: z.number(),
  vintage: z.number().int(),
  onboardingFlow: z.enum(ONBOARDING_FLOWS),
  bankIds: z.array(z.string()),
  ...recordStampShape,
});
export type AnchorUserItem = z.infer<typeof anchorUserItemSchema>;

export const anchorUserListResponseSchema = pagedAnswer(anchorUserItemSchema);
