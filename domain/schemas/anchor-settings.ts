import { LENDING_TYPES } from "@domain/enums/finance";
import { z } from "zod";
import { oneOf, selectedId } from "./choice-fields";
import { logoOrUrl } from "./file-fields";
import { required } from "./form-messages";
import { liabilityDays, themeColour } from "./programme";
import { flag, optionalText } from "./text-fields";

/**
 * Anchor settings. Nested the way the spec names them (`subvention.liabilityDays`, `theme.logo.medium`,
 * `ocr.amount`), so form paths and API fields read the same. Liability days are shown read-only (they come
 * from the programme) but still checked; the OCR switches say which fields OCR reads from an invoice.
 */
export const anchorSettingsSchema = z.object({
  wfId: selectedId("Workflow"),
  gst: flag(),
  rms: flag(),
  prePayEnable: flag(),
  subPlan: optionalText("Subscription Plan", { max: 50 }),
  subvention: z.object({ liabilityDays: liabilityDays("Liability Days") }),
  theme: z
    .object({
      bgColor: themeColour("Background Colour"),
      logo: z.object({ medium: logoOrUrl("Medium Logo"), large: logoOrUrl("Large Logo") }).default({}),
    })
    .default({ logo: {} }),
  ocr: z
    .object({ invoiceNumber: flag(), amount: flag(), date: flag(), supplierId: flag() })
    .default({ invoiceNumber: false, amount: false, date: false, supplierId: false }),
  lendingType: oneOf(LENDING_TYPES, required("Lending Type")),
});
export type AnchorSettingsInput = z.input<typeof anchorSettingsSchema>;
export type AnchorSettingsValues = z.output<typeof anchorSettingsSchema>;
