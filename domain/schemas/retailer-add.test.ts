import { describe, expect, it } from "vitest";
import { retailerAddSchema } from "./retailer-add";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  GST: "27AAPFU0939F1ZV",
  businessName: "Ganesh Kirana",
  mobile: "9876543210",
  email: "owner@ganesh.in",
  panNumber: "ABCPE1234F",
  name: "Ganesh Patil",
};

describe("retailerAddSchema", () => {
  it("accepts a valid retailer", () => {
    expect(parseValid(retailerAddSchema, valid)).toEqual(valid);
  });

  it("shows its messages", () => {
    expect(messageAt(retailerAddSchema, { ...valid, GST: "27AAPFU0939F1Z" }, "GST")).toBe(
      "GST must have 15 characters",
    );
    expect(messageAt(retailerAddSchema, { ...valid, mobile: "" }, "mobile")).toBe("Mobile is required");
    expect(messageAt(retailerAddSchema, { ...valid, mobile: "98765" }, "mobile")).toBe(
      "Phone number should be 10 digits",
    );
    expect(messageAt(retailerAddSchema, { ...valid, panNumber: "" }, "panNumber")).toBe("PAN is required");
    expect(messageAt(retailerAddSchema, { ...valid, panNumber: "ABCPE1234FX" }, "panNumber")).toBe(
      "PAN cannot be more than 10 characters",
    );
    expect(messageAt(retailerAddSchema, { ...valid, panNumber: "ABCPE1234" }, "panNumber")).toBe(
      "PAN must have 10 characters",
    );
    expect(messageAt(retailerAddSchema, { ...valid, name: "" }, "name")).toBe("Name is required");
    expect(messageAt(retailerAddSchema, { ...valid, email: "nope" }, "email")).toBe(
      "Email must be a valid email address",
    );
  });
});
