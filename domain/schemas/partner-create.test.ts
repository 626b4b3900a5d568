import { describe, expect, it } from "vitest";
import { partnerCreateSchema } from "./partner-create";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  Partner_gst: "27AAPFU0939F1ZV",
  Supplier_name: "Kisan Logistics",
  Partner_Email: "",
  Phone_Number: "9876543210",
  Applicable_TDS: 1.5,
};

describe("partnerCreateSchema", () => {
  it("accepts a valid partner; the TDS may come as the option's text", () => {
    expect(parseValid(partnerCreateSchema, valid)).toEqual(valid);
    expect(parseValid(partnerCreateSchema, { ...valid, Applicable_TDS: "3.54" }).Applicable_TDS).toBe(3.54);
  });

  it("takes TDS only from the partner-create list (0, 1, 1.5, 2, 3, 3.54, 5, 7)", () => {
    for (const tds of [0, 1, 1.5, 2, 3, 3.54, 5, 7]) {
      expect(partnerCreateSchema.safeParse({ ...valid, Applicable_TDS: tds }).success).toBe(true);
    }
    for (const tds of [4, 10, "", undefined]) {
      expect(messageAt(partnerCreateSchema, { ...valid, Applicable_TDS: tds }, "Applicable_TDS")).toBe(
        "Applicable TDS is required",
      );
    }
  });

  it("shows its messages", () => {
    expect(messageAt(partnerCreateSchema, { ...valid, Partner_gst: "" }, "Partner_gst")).toBe(
      "Partner GST is required",
    );
    expect(messageAt(partnerCreateSchema, { ...valid, Partner_gst: "27AAPFU" }, "Partner_gst")).toBe(
      "minimum length cannot be less than 15",
    );
    expect(messageAt(partnerCreateSchema, { ...valid, Supplier_name: "" }, "Supplier_name")).toBe(
      "Partner Name is required",
    );
    expect(messageAt(partnerCreateSchema, { ...valid, Phone_Number: "" }, "Phone_Number")).toBe(
      "Phone Number is required",
    );
    expect(messageAt(partnerCreateSchema, { ...valid, Phone_Number: "98765432101" }, "Phone_Number")).toBe(
      "maximum length cannot be more than 10",
    );
    expect(messageAt(partnerCreateSchema, { ...valid, Partner_Email: "x@" }, "Partner_Email")).toBe(
      "Partner Email must be a valid email address",
    );
  });
});
