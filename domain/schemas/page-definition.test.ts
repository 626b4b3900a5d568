import { describe, expect, it } from "vitest";
import { pageDefinitionSchema } from "./page-definition";
import { messageAt, parseValid } from "./test-helpers";

describe("pageDefinitionSchema", () => {
  const valid = {
    pageCategory: "Kfs-esign-url",
    pageType: "STATIC",
    pageLabel: "Sign KFS",
    pageTitle: "Sign your Key Fact Statement",
    logoUrl: "https://cdn.example.in/logo.png",
  };

  it("accepts a page; the logo may be a path or absent", () => {
    expect(parseValid(pageDefinitionSchema, valid)).toEqual(valid);
    expect(pageDefinitionSchema.safeParse({ ...valid, logoUrl: "/logos/anand.png" }).success).toBe(true);
    expect(pageDefinitionSchema.safeParse({ ...valid, logoUrl: "" }).success).toBe(true);
  });

  it("shows its messages", () => {
    expect(messageAt(pageDefinitionSchema, { ...valid, pageCategory: "Kfs" }, "pageCategory")).toBe(
      "Page Category is required",
    );
    expect(messageAt(pageDefinitionSchema, { ...valid, pageType: "static" }, "pageType")).toBe(
      "Page Type is required",
    );
    expect(messageAt(pageDefinitionSchema, { ...valid, pageLabel: "" }, "pageLabel")).toBe(
      "Page Label is required",
    );
    expect(messageAt(pageDefinitionSchema, { ...valid, pageTitle: "x".repeat(101) }, "pageTitle")).toBe(
      "Page Title cannot be more than 100 characters",
    );
    expect(messageAt(pageDefinitionSchema, { ...valid, logoUrl: "javascript:alert(1)" }, "logoUrl")).toBe(
      "Logo URL must be a web address (https://...) or a path (/...)",
    );
  });
});
