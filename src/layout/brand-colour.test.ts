import { describe, expect, it } from "vitest";
import { brandColours, contrastWithWhite, parseHex } from "./brand-colour";

describe("brand colours from an anchor's theme colour", () => {
  it("keeps a dark colour as it is, with a darker hover and a light tint", () => {
    expect(brandColours("#1b5e20")).toEqual({ primary: "#1B5E20", hover: "#17501B", tint: "#E8EFE9" });
  });

  it("reads the short form", () => {
    expect(parseHex("#ABC")).toEqual([0xaa, 0xbb, 0xcc]);
  });

  it("darkens a light colour until white text on it meets WCAG AA", () => {
    const yellow = brandColours("#FFEB3B");
    expect(yellow?.primary).not.toBe("#FFEB3B");
    expect(contrastWithWhite(parseHex(yellow?.primary)!)).toBeGreaterThanOrEqual(4.5);
  });

  it("has none for no colour or a malformed one", () => {
    expect(brandColours(null)).toBeUndefined();
    expect(brandColours("green")).toBeUndefined();
    expect(brandColours("#12345")).toBeUndefined();
  });
});
