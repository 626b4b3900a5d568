import { describe, expect, it } from "vitest";
import { dynamicFormFieldSchema } from "./dynamic-form-field";
import { messageAt, parseValid } from "./test-helpers";

const field = (type: string, value: unknown, mandatory = true) => ({
  id: "f-1",
  label: "Monthly milk",
  type,
  mandatory,
  value,
});

describe("dynamicFormFieldSchema", () => {
  it("accepts values that suit the field type", () => {
    expect(parseValid(dynamicFormFieldSchema, field("number", "310.5")).value).toBe("310.5");
    expect(dynamicFormFieldSchema.safeParse(field("email", "a@b.in")).success).toBe(true);
    expect(dynamicFormFieldSchema.safeParse(field("date", "2025-06-30")).success).toBe(true);
    expect(dynamicFormFieldSchema.safeParse(field("select", "ANAND")).success).toBe(true);
    expect(
      dynamicFormFieldSchema.safeParse(field("file", { name: "a.pdf", type: "application/pdf", size: 9 }))
        .success,
    ).toBe(true);
  });

  it("shows '<label> is required' for an empty mandatory field, and nothing for an optional one", () => {
    expect(messageAt(dynamicFormFieldSchema, field("text", " "), "value")).toBe("Monthly milk is required");
    expect(messageAt(dynamicFormFieldSchema, field("select", []), "value")).toBe("Monthly milk is required");
    expect(dynamicFormFieldSchema.safeParse(field("text", "", false)).success).toBe(true);
  });

  it("refuses values of the wrong kind", () => {
    expect(messageAt(dynamicFormFieldSchema, field("number", "lots"), "value")).toBe(
      "Monthly milk must be a number",
    );
    expect(messageAt(dynamicFormFieldSchema, field("email", "nope"), "value")).toBe(
      "Monthly milk must be a valid email address",
    );
    expect(messageAt(dynamicFormFieldSchema, field("date", "30/06/2025"), "value")).toBe(
      "Monthly milk must be a valid date (YYYY-MM-DD)",
    );
    expect(messageAt(dynamicFormFieldSchema, field("file", "a.pdf"), "value")).toBe(
      "Monthly milk is required",
    );
    expect(messageAt(dynamicFormFieldSchema, { ...field("text", "x"), type: "slider" }, "type")).toBe(
      "Type is required",
    );
  });
});
