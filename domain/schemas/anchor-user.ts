import { ONBOARDING_FLOWS } from "@domain/enums/builder";
import { z } from "zod";
import { oneOf, selectedRecord } from "./choice-fields";
import { required } from "./form-messages";
import { mobileField } from "./identifier-fields";
import { numberField } from "./number-fields";
import { optionalText, requiredText } from "./text-fields";

/**
 * Anchor-user: a user (e.g. a dairy farmer) as an anchor knows them: the anchor's own id for them, average
 * monthly collection in litres, vintage in months, the onboarding flow and the banks they may use.
 */
export const anchorUserSchema = z.object({
  anchorId: selectedRecord("Anchor"),
  externalId: optionalText("External Id", { max: 50 }),
  mobile: mobileField("Mobile"),
  userId: optionalText("User Id", { max: 50 }),
  // Within what their columns hold: numeric(12, 2) litres, and months up to a century.
  avgMonthCollection: numberField("Average Monthly Collection", { integer: false, max: 9_999_999_999.99 }),
  vintage: numberField("Vintage", { max: 1200 }),
  onboardingFlow: oneOf(ONBOARDING_FLOWS, required("Onboarding Flow")),
  bankIds: z.array(requiredText("Bank", { max: 50 })).default([]),
});
export type AnchorUserInput = z.input<typeof anchorUserSchema>;
export type AnchorUserValues = z.output<typeof anchorUserSchema>;
