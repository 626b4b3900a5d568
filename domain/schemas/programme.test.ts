import { describe, expect, it } from "vitest";
import { programmeCreationSchema, programmeSchema } from "./programme";
import { messageAt, messagesAt, parseValid } from "./test-helpers";

const valid = {
  name: "Anand Dairy Supplier Finance",
  programLimit: "50000000",
  userType: "ANCHOR",
  dashboards: ["collections"],
  isGstEnable: true,
  liabilityInterestDays: 30,
  geography: ["Gujarat", "Rajasthan"],
  gst: "27AAPFU0939F1ZV",
  themeColor: "#0072B2",
  medLogo: { name: "logo.png", type: "image/png", size: 12_000 },
  xtrLogo: "https://cdn.example.in/logo-large.png",
};

describe("programmeSchema", () => {
  it("accepts a programme; missing lists and switches get defaults", () => {
    const values = parseValid(programmeSchema, valid);
    expect(values.isItrEnable).toBe(false);
    const bare = parseValid(programmeSchema, {
      name: "P",
      programLimit: "1000",
      userType: "USER",
      liabilityInterestDays: "1",
    });
    expect(bare.geography).toEqual([]);
    expect(bare.liabilityInterestDays).toBe(1);
  });

  it("keeps liability days to 1..90 with the spec's messages (the minimum's says 0)", () => {
    expect(messageAt(programmeSchema, { ...valid, liabilityInterestDays: 91 }, "liabilityInterestDays")).toBe(
      "maximum days cannot be more than 90",
    );
    expect(messageAt(programmeSchema, { ...valid, liabilityInterestDays: 0 }, "liabilityInterestDays")).toBe(
      "minimum days cannot be less than 0",
    );
    expect(messageAt(programmeSchema, { ...valid, liabilityInterestDays: -3 }, "liabilityInterestDays")).toBe(
      "minimum days cannot be less than 0",
    );
    expect(programmeSchema.safeParse({ ...valid, liabilityInterestDays: 90 }).success).toBe(true);
    expect(messageAt(programmeSchema, { ...valid, liabilityInterestDays: "" }, "liabilityInterestDays")).toBe(
      "Liability Days is required",
    );
    expect(
      messageAt(programmeSchema, { ...valid, liabilityInterestDays: 7.5 }, "liabilityInterestDays"),
    ).toBe("Liability Days must be a whole number");
  });

  it("enforces the other limits", () => {
    expect(messageAt(programmeSchema, { ...valid, programLimit: "12345678901" }, "programLimit")).toBe(
      "Programme Limit cannot be more than 10 characters",
    );
    expect(messageAt(programmeSchema, { ...valid, gst: "27AAPFU0939F1ZVX" }, "gst")).toBe(
      "GSTIN cannot be more than 15 characters",
    );
    expect(programmeSchema.safeParse({ ...valid, gst: "" }).success).toBe(true);
    expect(messageAt(programmeSchema, { ...valid, themeColor: "#0072B2FF" }, "themeColor")).toBe(
      "Theme Colour cannot be more than 7 characters",
    );
    expect(messageAt(programmeSchema, { ...valid, themeColor: "blue" }, "themeColor")).toBe(
      "Theme Colour must be a hex colour like #1A73E8",
    );
    expect(messageAt(programmeSchema, { ...valid, name: "" }, "name")).toBe("Programme Name is required");
  });

  it("takes logos as JPEG or PNG only", () => {
    const gif = { name: "logo.gif", type: "image/gif", size: 100 };
    expect(messagesAt(programmeSchema, { ...valid, medLogo: gif }, "medLogo")).toEqual([
      "Medium Logo must be a JPEG or PNG file",
    ]);
    expect(messageAt(programmeSchema, { ...valid, xtrLogo: 42 }, "xtrLogo")).toBe(
      "Large Logo must be a JPEG or PNG file",
    );
  });
});

describe("programmeCreationSchema", () => {
  it("accepts a new programme and shows its messages", () => {
    const values = {
      name: "Retail Dealers",
      programLimit: "10000000",
      product: "p-1",
      anchorId: "5a1d0c9e-2b7f-4c3a-9d8e-1f2a3b4c5d6e",
    };
    expect(parseValid(programmeCreationSchema, values)).toEqual(values);
    expect(messageAt(programmeCreationSchema, { ...values, anchorId: "" }, "anchorId")).toBe(
      "Anchor is required",
    );
    expect(messageAt(programmeCreationSchema, { ...values, product: undefined }, "product")).toBe(
      "Product is required",
    );
  });
});
