import { INVOICE_TYPES } from "@domain/enums/finance";
import { PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { oneOf, selectedRecord } from "@domain/schemas/choice-fields";
import { required } from "@domain/schemas/form-messages";
import { optionalNumeric, percentText } from "@domain/schemas/number-fields";
import { programmeCreationSchema, programmeSchema } from "@domain/schemas/programme";
import { z } from "zod";
import { clientListQuery, pagedAnswer } from "./client-lists";
import { recordStampShape } from "./counterparties";
import { withPendingShape } from "./pending-changes";

export const PROGRAMME_NOT_FOUND = "Programme not found";
export const STALE_PROGRAMME = "This programme was changed by someone else; reload it and try again";
export const PROGRAMME_ANCHOR_UNKNOWN = "No anchor has this id";
export const NO_PROGRAMME_LOGO = "This programme has no logo of that kind";
export const PROGRAMME_NAME_TAKEN =
  "This anchor already has a programme of this name with this lender; choose another name";
export const PROGRAMME_NOT_ACTIVE =
  "This programme's creation has not been approved, so it cannot be changed; approve or reject it first";

/** A new programme is PENDING (no limit) until another staff user approves its creation, or REJECTED. */
export const PROGRAMME_STATUSES = ["PENDING", "ACTIVE", "REJECTED"] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

/** The programme's two logos (spec medLogo and xtrLogo), uploaded apart from the form. */
export const PROGRAMME_LOGO_KINDS = ["medLogo", "xtrLogo"] as const;
export type ProgrammeLogoKind = (typeof PROGRAMME_LOGO_KINDS)[number];

/** Where a programme's logo is served from. */
export const programmeLogoUrl = (id: string, kind: ProgrammeLogoKind): string =>
  `/master/program/config/${id}/logo/${kind}`;

/** Days of interest an anchor bears until a programme's settings say otherwise (within 1 to 90). */
export const DEFAULT_LIABILITY_DAYS = 30;

/** The programme fields a change waits for a second staff user's approval on (maker-checker). */
export const PROGRAMME_CHECKED_FIELDS = [
  "programLimitPaise",
  "liabilityInterestDays",
  "interestRatePercent",
] as const;

/**
 * `POST /master/program/config`: the creation form (name, limit, product, anchor) plus the lender that funds
 * it; the product is an invoice type.
 */
export const programmeCreateRequestSchema = programmeCreationSchema.extend({
  product: oneOf(INVOICE_TYPES, required("Product")),
  lenderId: selectedRecord("Lender"),
});
export type ProgrammeCreateRequest = z.input<typeof programmeCreateRequestSchema>;

/**
 * `PUT /master/program/config/:id`: the programme form at the version read, with the interest rate of its
 * invoice terms (percent a year; unchanged when absent); logos are uploaded apart.
 */
export const programmeUpdateRequestSchema = programmeSchema.omit({ medLogo: true, xtrLogo: true }).extend({
  interestRatePercent: optionalNumeric(percentText("Interest Rate", { maxLength: 5 })),
  version: z
    .number({ error: required("Version") })
    .int()
    .positive(),
});
export type ProgrammeUpdateRequest = z.input<typeof programmeUpdateRequestSchema>;
export type ProgrammeUpdateValues = z.output<typeof programmeUpdateRequestSchema>;

export const PROGRAMME_SORT_FIELDS = ["name", "programLimitPaise", "createdAt"] as const;

/** `GET /master/program/config`: paged, sorted, searched by name, filtered by anchor or lender. */
export const programmeListQuerySchema = clientListQuery(PROGRAMME_SORT_FIELDS, "name").extend({
  anchorId: z.guid("Anchor id must be a UUID").optional(),
  lenderId: z.guid("Lender id must be a UUID").optional(),
});
export type ProgrammeListQuery = z.output<typeof programmeListQuerySchema>;

/** A programme row: money in paise; the limit used counts Approved and Paid invoices. */
export const programmeItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  product: z.string(),
  anchorId: z.string(),
  anchorName: z.string(),
  lenderId: z.string(),
  lenderName: z.string(),
  userType: z.enum(PROGRAMME_USER_TYPES),
  status: z.enum(PROGRAMME_STATUSES),
  programLimitPaise: z.number().int(),
  limitUsedPaise: z.number().int(),
  limitAvailablePaise: z.number().int(),
  liabilityInterestDays: z.number().int(),
  ...recordStampShape,
});
export type ProgrammeItem = z.infer<typeof programmeItemSchema>;

export const programmeListResponseSchema = pagedAnswer(programmeItemSchema);

/** `GET /master/program/config/:id`: every field, and the change waiting for approval, if any. */
export const programmeDetailSchema = programmeItemSchema.extend({
  dashboards: z.array(z.string()),
  isGstEnable: z.boolean(),
  isItrEnable: z.boolean(),
  subPlan: z.string().nullable(),
  geography: z.array(z.string()),
  gst: z.string().nullable(),
  themeColor: z.string().nullable(),
  /** Percent a year, from the programme's invoice terms; null when it has none. */
  interestRatePercent: z.number().nullable(),
  /** The logos' URLs (`programmeLogoUrl`), null until uploaded. */
  medLogo: z.string().nullable(),
  xtrLogo: z.string().nullable(),
  ...withPendingShape,
});
export type ProgrammeDetail = z.infer<typeof programmeDetailSchema>;
