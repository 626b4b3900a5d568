import { LIABILITY_DAYS_MAX, LIABILITY_DAYS_MIN } from "@domain/constants";
import { PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { z } from "zod";
import { oneOf, selectedId, selectedRecord } from "./choice-fields";
import { logoOrUrl } from "./file-fields";
import { maxLength, required, SPEC_MESSAGES } from "./form-messages";
import { gstinField } from "./identifier-fields";
import { numberField, rupeeAmount } from "./number-fields";
import { optionalOf, optionalText, requiredText, requiredThen } from "./text-fields";

/** `#RRGGBB` or `#RGB`, at most 7 characters (spec section 5). */
export const themeColour = (label: string) =>
  optionalOf(
    requiredThen(
      label,
      z
        .string()
        .max(7, maxLength(label, 7))
        .regex(/^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/, `${label} must be a hex colour like #1A73E8`),
    ),
  );

/**
 * Liability days: the anchor bears interest for the first 1 to 90 days. Quirk kept from the spec: the
 * minimum's message says 0 although 1 is the smallest value accepted.
 */
export const liabilityDays = (label: string) =>
  numberField(label, {
    min: LIABILITY_DAYS_MIN,
    max: LIABILITY_DAYS_MAX,
    minMessage: SPEC_MESSAGES.minimumDays,
    maxMessage: SPEC_MESSAGES.maximumDays,
  });

const multiValue = (label: string) => z.array(requiredText(label, { max: 100 })).default([]);

/** Programme (an anchor's programme): limit up to 10 characters, liability days 1 to 90, GSTIN up to 15. */
export const programmeSchema = z.object({
  name: requiredText("Programme Name", { max: 50 }),
  programLimit: rupeeAmount("Programme Limit", { maxLength: 10 }),
  userType: oneOf(PROGRAMME_USER_TYPES, required("User Type")),
  dashboards: multiValue("Dashboard"),
  isGstEnable: z.boolean().default(false),
  isItrEnable: z.boolean().default(false),
  subPlan: optionalText("Subscription Plan", { max: 50 }),
  liabilityInterestDays: liabilityDays("Liability Days"),
  geography: multiValue("Geography"),
  gst: optionalOf(gstinField("GSTIN", { max: 15 })),
  themeColor: themeColour("Theme Colour"),
  medLogo: logoOrUrl("Medium Logo"),
  xtrLogo: logoOrUrl("Large Logo"),
});
export type ProgrammeInput = z.input<typeof programmeSchema>;
export type ProgrammeValues = z.output<typeof programmeSchema>;

/** Programme creation: name, limit, product and the anchor (async select on anchors). */
export const programmeCreationSchema = z.object({
  name: requiredText("Programme Name", { max: 50 }),
  programLimit: rupeeAmount("Programme Limit", { maxLength: 10 }),
  product: selectedId("Product"),
  anchorId: selectedRecord("Anchor"),
});
export type ProgrammeCreationInput = z.input<typeof programmeCreationSchema>;
export type ProgrammeCreationValues = z.output<typeof programmeCreationSchema>;
