import { LENDING_TYPES } from "@domain/enums/finance";
import { ACTIVE_STATUSES } from "@domain/enums/statuses";
import { anchorSettingsSchema } from "@domain/schemas/anchor-settings";
import { required } from "@domain/schemas/form-messages";
import { themeColour } from "@domain/schemas/programme";
import { optionalText } from "@domain/schemas/text-fields";
import { z } from "zod";
import { withPendingShape } from "./pending-changes";

export const LOGO_SIZES = ["medium", "large"] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];

export const NO_SUCH_WORKFLOW = "No workflow has this id";
export const STALE_ANCHOR_SETTINGS = "These settings were changed by someone else; reload them and try again";
export const NO_LOGO = "This anchor has no logo of that size";

/** The anchor settings fields a change waits for a second staff user's approval on (maker-checker). */
export const ANCHOR_SETTINGS_CHECKED_FIELDS = ["lendingType", "status"] as const;

/**
 * `PUT /master/anchorConfig/:anchorId`: the settings form at the version read. Liability days are the
 * programme's (read-only here) and logos are uploaded apart; the workflow stays optional until the
 * workflow builder lands.
 */
export const anchorSettingsUpdateRequestSchema = anchorSettingsSchema
  .omit({ subvention: true, theme: true, wfId: true })
  .extend({
    wfId: optionalText("Workflow", { max: 100 }),
    theme: z.object({ bgColor: themeColour("Background Colour") }).default({}),
    status: z.enum(ACTIVE_STATUSES, { error: required("Status") }).default("Active"),
    version: z
      .number({ error: required("Version") })
      .int()
      .positive(),
  });
export type AnchorSettingsUpdateRequest = z.input<typeof anchorSettingsUpdateRequestSchema>;
export type AnchorSettingsUpdateValues = z.output<typeof anchorSettingsUpdateRequestSchema>;

/** `GET /master/anchorConfig/:anchorId`: nested the way the spec names the fields; logos as URLs. */
export const anchorSettingsResponseSchema = z.object({
  anchorId: z.string(),
  status: z.enum(ACTIVE_STATUSES),
  wfId: z.string().nullable(),
  gst: z.boolean(),
  rms: z.boolean(),
  prePayEnable: z.boolean(),
  subPlan: z.string().nullable(),
  subvention: z.object({ liabilityDays: z.number().int().nullable() }),
  theme: z.object({
    bgColor: z.string().nullable(),
    logo: z.object({ medium: z.string().nullable(), large: z.string().nullable() }),
  }),
  ocr: z.object({
    invoiceNumber: z.boolean(),
    amount: z.boolean(),
    date: z.boolean(),
    supplierId: z.boolean(),
  }),
  lendingType: z.enum(LENDING_TYPES),
  version: z.number().int(),
  ...withPendingShape,
});
export type AnchorSettingsResponse = z.infer<typeof anchorSettingsResponseSchema>;

/** Where an anchor's logo is served from. */
export const anchorLogoUrl = (anchorId: string, size: LogoSize): string =>
  `/master/anchorConfig/${anchorId}/logo/${size}`;
