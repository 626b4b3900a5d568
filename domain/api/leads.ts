import { COMPANY_AGE_BANDS, COMPANY_CATEGORIES, TURNOVER_BANDS } from "@domain/enums/business";
import { LEAD_SOURCES, LEAD_STAGES } from "@domain/enums/leads";
import { ONBOARDING_STATUSES } from "@domain/enums/statuses";
import { maxLength } from "@domain/schemas/form-messages";
import { optionalText } from "@domain/schemas/text-fields";
import { LEAD_ACTIONS } from "@domain/state-machines/lead";
import { z } from "zod";
import { sortParam } from "./list-params";
import { counterpartyListQuerySchema, recordRefSchema } from "./counterparties";
import { filterDateParam } from "./filter-dates";

/** Columns `GET /lead/all` sorts by: `sort=name` ascending, `sort=-createdAt` descending (the default). */
export const LEAD_SORT_FIELDS = [
  "name",
  "businessName",
  "stage",
  "capitalNeededPaise",
  "createdAt",
  "updatedAt",
] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
export const DEFAULT_LEAD_SORT = "-createdAt";

/** A lead can convert only once its prospect has signed up (a merchant user is linked). */
export const LEAD_NOT_SIGNED_UP_MESSAGE =
  "This lead has not signed up as a merchant yet; it cannot be converted";
export const LEAD_NOT_FOUND_MESSAGE = "Lead not found";
export const STALE_LEAD_MESSAGE = "This lead was changed by someone else; reload it and try again";

const createdDate = (label: string) => filterDateParam(`${label} must be a date (YYYY-MM-DD)`).optional();

/** The filters the list and the counts share. Dates are India business dates, both ends included. */
const filterShape = {
  source: z.enum(LEAD_SOURCES, { error: `Source must be one of ${LEAD_SOURCES.join(", ")}` }).optional(),
  anchorId: z.guid("Anchor id must be a UUID").optional(),
  /** Case-insensitive prefix of the contact's name or the business name, or the start of the mobile number. */
  search: z.string().trim().max(100, maxLength("Search", 100)).optional(),
  createdFrom: createdDate("Created from"),
  createdTo: createdDate("Created to"),
};

type DateRange = { createdFrom?: string | undefined; createdTo?: string | undefined };
const ordered = (range: DateRange) =>
  !range.createdFrom || !range.createdTo || range.createdFrom <= range.createdTo;
const orderedMessage = { message: "Created from cannot be after created to", path: ["createdTo"] };

/** `GET /lead/count?source=&anchorId=&search=&createdFrom=&createdTo=`: every stage's count, whatever tab is open. */
export const leadCountQuerySchema = z.object(filterShape).refine(ordered, orderedMessage);
export type LeadCountQuery = z.output<typeof leadCountQuerySchema>;

/** `GET /lead/all`: the shared filters plus one stage, paging (the spec's page sizes) and sort. */
const leadListFields = z.object({
  ...counterpartyListQuerySchema.pick({ page: true, pageSize: true }).shape,
  sort: sortParam(LEAD_SORT_FIELDS).default(DEFAULT_LEAD_SORT),
  stage: z.enum(LEAD_STAGES, { error: `Stage must be one of ${LEAD_STAGES.join(", ")}` }).optional(),
  ...filterShape,
});
export const leadListQuerySchema = leadListFields.refine(ordered, orderedMessage);
export type LeadListQuery = z.output<typeof leadListQuerySchema>;
export type LeadListQueryInput = z.input<typeof leadListQuerySchema>;

/** `GET /lead/all/export`: the list's filters, stage and sort, every lead they select (no paging). */
export const leadExportQuerySchema = leadListFields
  .omit({ page: true, pageSize: true })
  .refine(ordered, orderedMessage);
export type LeadExportQuery = z.output<typeof leadExportQuerySchema>;

/** One row of the lead list. Money in paise; instants ISO 8601. */
export const leadItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  businessName: z.string(),
  companyGst: z.string(),
  companyCategory: z.enum(COMPANY_CATEGORIES),
  city: z.string(),
  state: z.string(),
  capitalNeededPaise: z.number().int(),
  stage: z.enum(LEAD_STAGES),
  source: z.enum(LEAD_SOURCES),
  anchorId: z.string().nullable(),
  anchorName: z.string().nullable(),
  merchantUserId: z.string().nullable(),
  programmeId: z.string().nullable(),
  programmeName: z.string().nullable(),
  lenderName: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadItem = z.infer<typeof leadItemSchema>;

export const leadListResponseSchema = z.object({
  payload: z.array(leadItemSchema),
  total: z.number().int().nonnegative(),
});

/** `GET /lead/count`: `{ payload: { total, byStage: { NEW: 12, ... } } }`, every stage present. */
export const leadCountSchema = z.object({
  total: z.number().int().nonnegative(),
  byStage: z.object(
    Object.fromEntries(LEAD_STAGES.map((stage) => [stage, z.number().int().nonnegative()])) as {
      [K in (typeof LEAD_STAGES)[number]]: z.ZodNumber;
    },
  ),
});
export type LeadCount = z.infer<typeof leadCountSchema>;

/** One stage change from the audit log, oldest first; `from` is null for the capture. */
export const leadHistoryEntrySchema = z.object({
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  from: z.enum(LEAD_STAGES).nullable(),
  to: z.enum(LEAD_STAGES),
  note: z.string().nullable(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;

/** `GET /lead/userProfile/:id`: the row, the business form's details, the signed-up merchant and the history. */
export const leadProfileSchema = leadItemSchema.extend({
  companyPan: z.string(),
  companyType: z.string().nullable(),
  companyAge: z.enum(COMPANY_AGE_BANDS).nullable(),
  turnover: z.enum(TURNOVER_BANDS).nullable(),
  noOfEmployees: z.number().int().nullable(),
  /** `YYYY-MM-DD`. */
  dateOfIncorporation: z.string().nullable(),
  businessAddress: z.string(),
  pincode: z.string(),
  merchant: z
    .object({ id: z.string(), name: z.string(), onboardingStatus: z.enum(ONBOARDING_STATUSES).nullable() })
    .nullable(),
  history: z.array(leadHistoryEntrySchema),
  /** The stage moves this caller may make now (empty for read-only callers). */
  allowedActions: z.array(z.enum(LEAD_ACTIONS)),
});
export type LeadProfile = z.infer<typeof leadProfileSchema>;

/** `POST /lead/stage`: one move of the lead state machine, at the version the user saw (else 409). */
export const leadStageBodySchema = recordRefSchema.extend({
  action: z.enum(LEAD_ACTIONS, { error: `Action must be one of ${LEAD_ACTIONS.join(", ")}` }),
  /** Why (e.g. the drop reason); kept in the history. */
  note: optionalText("Note", { max: 200 }),
});
export type LeadStageBody = z.output<typeof leadStageBodySchema>;
