import { ONBOARDING_PAGE_CATEGORIES, PAGE_TYPES } from "@domain/enums/builder";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { maxLength, required } from "./form-messages";
import { optionalOf, optionalText, requiredText, requiredThen } from "./text-fields";

/** An absolute http(s) URL or a path on this site. */
const logoUrl = (label: string) =>
  optionalOf(
    requiredThen(
      label,
      z
        .string()
        .max(500, maxLength(label, 500))
        .regex(
          /^(https?:\/\/[^\s/]+|\/)\S*$/,
          `${label} must be a web address (https://...) or a path (/...)`,
        ),
    ),
  );

/** An onboarding page of the page builder: category, static or dynamic, its texts and an optional logo. */
export const pageDefinitionSchema = z.object({
  pageCategory: oneOf(ONBOARDING_PAGE_CATEGORIES, required("Page Category")),
  pageType: oneOf(PAGE_TYPES, required("Page Type")),
  pageLabel: requiredText("Page Label", { max: 50 }),
  pageTitle: requiredText("Page Title", { max: 100 }),
  pageSubTitle: optionalText("Page Subtitle", { max: 200 }),
  logoUrl: logoUrl("Logo URL"),
});
export type PageDefinitionInput = z.input<typeof pageDefinitionSchema>;
export type PageDefinitionValues = z.output<typeof pageDefinitionSchema>;
