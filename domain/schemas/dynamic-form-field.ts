import { DYNAMIC_FIELD_TYPES, type DynamicFieldType } from "@domain/enums/builder";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { isoDate } from "./date-fields";
import { documentFile } from "./file-fields";
import { required } from "./form-messages";
import { numberField } from "./number-fields";
import { flag, requiredEmail, requiredText } from "./text-fields";

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** The rule a filled-in value of each field type must pass, with the field's own label in the messages. */
const valueRule = (type: DynamicFieldType, label: string): z.ZodType => {
  switch (type) {
    case "number":
      return numberField(label, { integer: false, min: -Infinity });
    case "email":
      return requiredEmail(label);
    case "date":
      return isoDate(label);
    case "file":
      return documentFile(label);
    case "text":
    case "select":
    case "radio":
      return requiredText(label, { max: 500 });
  }
};

/**
 * A field of a dynamic form and the value entered for it: a mandatory field without a value shows
 * "<its label> is required", and a value must suit the field's type.
 */
export const dynamicFormFieldSchema = z
  .object({
    id: requiredText("Id", { max: 100 }),
    label: requiredText("Label", { max: 100 }),
    type: oneOf(DYNAMIC_FIELD_TYPES, required("Type")),
    mandatory: flag(),
    value: z.unknown().optional(),
  })
  .superRefine((field, ctx) => {
    if (isEmpty(field.value)) {
      if (field.mandatory) ctx.addIssue({ code: "custom", path: ["value"], message: required(field.label) });
      return;
    }
    const result = valueRule(field.type, field.label).safeParse(field.value);
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: "custom", path: ["value"], message: issue.message });
  });
export type DynamicFormFieldInput = z.input<typeof dynamicFormFieldSchema>;
export type DynamicFormFieldValues = z.output<typeof dynamicFormFieldSchema>;
