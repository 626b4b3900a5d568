import { describe, expect, it } from "vitest";
import { autoFillMappingSchema, componentSettingsSchema } from "./component-settings";
import { messageAt, parseValid } from "./test-helpers";

const text = { componentLabel: "Shop name", componentType: "text" };

describe("componentSettingsSchema", () => {
  it("accepts a text component with defaults", () => {
    const values = parseValid(componentSettingsSchema, {
      ...text,
      regex: "^[A-Za-z ]+$",
      regexMessage: "Letters only",
    });
    expect(values.componentRequired).toBe(false);
    expect(values.options).toEqual([]);
  });

  it("keeps document counts at 1 or more ('Doc Count should be more than 0')", () => {
    const file = { componentLabel: "Bank statement", componentType: "file", docType: "BANK_STATEMENT" };
    expect(parseValid(componentSettingsSchema, { ...file, minDocCount: "1", docCount: 3 }).docCount).toBe(3);
    expect(messageAt(componentSettingsSchema, { ...file, docCount: 0 }, "docCount")).toBe(
      "Doc Count should be more than 0",
    );
    expect(messageAt(componentSettingsSchema, { ...file, minDocCount: "0" }, "minDocCount")).toBe(
      "Doc Count should be more than 0",
    );
    expect(messageAt(componentSettingsSchema, { ...file, minDocCount: 4, docCount: 2 }, "docCount")).toBe(
      "Doc Count cannot be less than Min Doc Count",
    );
    expect(messageAt(componentSettingsSchema, { ...file, docType: undefined }, "docType")).toBe(
      "Please select one option",
    );
    expect(componentSettingsSchema.safeParse({ ...file, docType: "KYC_AADHAR" }).success).toBe(true);
  });

  it("checks the regex and its message", () => {
    expect(messageAt(componentSettingsSchema, { ...text, regex: "([a-z", regexMessage: "x" }, "regex")).toBe(
      "Regex is not a valid regular expression",
    );
    expect(messageAt(componentSettingsSchema, { ...text, regex: "^\\d+$" }, "regexMessage")).toBe(
      "Regex Message is required",
    );
  });

  it("needs options for select and radio, and min not above max", () => {
    expect(
      messageAt(componentSettingsSchema, { componentLabel: "Gender", componentType: "radio" }, "options"),
    ).toBe("Options is required");
    const select = {
      componentLabel: "City",
      componentType: "select",
      options: [{ label: "Anand", value: "ANAND" }],
    };
    expect(componentSettingsSchema.safeParse(select).success).toBe(true);
    expect(
      messageAt(
        componentSettingsSchema,
        { ...select, options: [{ label: "", value: "X" }] },
        "options.0.label",
      ),
    ).toBe("Option Label is required");
    const number = { componentLabel: "Cows", componentType: "number", min: 10, max: "2" };
    expect(messageAt(componentSettingsSchema, number, "max")).toBe("Max cannot be less than Min");
    expect(componentSettingsSchema.safeParse({ ...number, min: -5 }).success).toBe(true);
  });

  it("requires a label and a known type", () => {
    expect(
      messageAt(componentSettingsSchema, { componentLabel: "", componentType: "text" }, "componentLabel"),
    ).toBe("Label is required");
    expect(
      messageAt(componentSettingsSchema, { componentLabel: "A", componentType: "slider" }, "componentType"),
    ).toBe("Component Type is required");
  });
});

describe("autoFillMappingSchema", () => {
  it("needs all three parts", () => {
    const mapping = { fieldRefId: "f-1", autoFillKey: "legalName", autoFillApi: "/master/kyc/validate/gst" };
    expect(parseValid(autoFillMappingSchema, mapping)).toEqual(mapping);
    expect(messageAt(autoFillMappingSchema, { ...mapping, autoFillKey: "" }, "autoFillKey")).toBe(
      "Auto-fill Key is required",
    );
  });
});
