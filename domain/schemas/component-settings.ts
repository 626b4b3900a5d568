import { PAGE_BUILDER_DOCUMENT_TYPES } from "@domain/enums/documents";
import { DYNAMIC_FIELD_TYPES } from "@domain/enums/builder";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { required, SPEC_MESSAGES } from "./form-messages";
import { numberField, optionalNumeric } from "./number-fields";
import { flag, optionalText, requiredText } from "./text-fields";

const isRegex = (pattern: string): boolean => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

const docCount = (label: string) =>
  optionalNumeric(numberField(label, { min: 1, minMessage: SPEC_MESSAGES.docCount }));
const bound = (label: string) => optionalNumeric(numberField(label, { integer: false, min: -Infinity }));

export const componentOptionSchema = z.object({
  label: requiredText("Option Label", { max: 100 }),
  value: requiredText("Option Value", { max: 100 }),
});

/** Auto-fill mapping: which field (by id) takes which key of an auto-fill API's answer. */
export const autoFillMappingSchema = z.object({
  fieldRefId: requiredText("Field", { max: 100 }),
  autoFillKey: requiredText("Auto-fill Key", { max: 100 }),
  autoFillApi: requiredText("Auto-fill API", { max: 200 }),
});
export type AutoFillMappingInput = z.input<typeof autoFillMappingSchema>;
export type AutoFillMappingValues = z.output<typeof autoFillMappingSchema>;

/**
 * A component's settings in the page builder. Document counts are at least 1 ('Doc Count should be more
 * than 0'); a regex must compile and carry a message; select and radio need options; a file needs a document
 * type; min and max (and the two document counts) must be in order.
 */
export const componentSettingsSchema = z
  .object({
    componentLabel: requiredText("Label", { max: 100 }),
    componentType: oneOf(DYNAMIC_FIELD_TYPES, required("Component Type")),
    componentRequired: flag(),
    componentEditable: flag(),
    componentClonable: flag(),
    componentUnderwrite: flag(),
    componentGlobal: flag(),
    validationApi: flag(),
    regex: optionalText("Regex", { max: 500 }).refine(
      (value) => value === undefined || isRegex(value),
      "Regex is not a valid regular expression",
    ),
    regexMessage: optionalText("Regex Message", { max: 200 }),
    options: z.array(componentOptionSchema).default([]),
    minDocCount: docCount("Min Doc Count"),
    docCount: docCount("Doc Count"),
    docType: oneOf(PAGE_BUILDER_DOCUMENT_TYPES).optional(),
    placeholder: optionalText("Placeholder", { max: 100 }),
    min: bound("Min"),
    max: bound("Max"),
    checkbox: flag(),
    autoFillApi: optionalText("Auto-fill API", { max: 200 }),
  })
  .superRefine((values, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (values.regex && !values.regexMessage) fail("regexMessage", required("Regex Message"));
    if (
      (values.componentType === "select" || values.componentType === "radio") &&
      values.options.length === 0
    ) {
      fail("options", required("Options"));
    }
    if (values.componentType === "file" && values.docType === undefined)
      fail("docType", SPEC_MESSAGES.selectOne);
    if (values.min !== undefined && values.max !== undefined && values.min > values.max) {
      fail("max", "Max cannot be less than Min");
    }
    if (
      values.minDocCount !== undefined &&
      values.docCount !== undefined &&
      values.minDocCount > values.docCount
    ) {
      fail("docCount", "Doc Count cannot be less than Min Doc Count");
    }
  });
export type ComponentSettingsInput = z.input<typeof componentSettingsSchema>;
export type ComponentSettingsValues = z.output<typeof componentSettingsSchema>;
