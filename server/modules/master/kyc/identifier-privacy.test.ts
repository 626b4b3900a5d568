import { describe, expect, it } from "vitest";
import { hashIdentifier, identifierHashKey, maskIdentifier } from "./identifier-privacy";

describe("maskIdentifier", () => {
  it("keeps only the parts of a PAN, GSTIN and account number the history shows", () => {
    expect(maskIdentifier("PAN", " abcde1234f ")).toBe("ABCDE****F");
    expect(maskIdentifier("GST", "27AAPFU0939F1ZV")).toBe("27AAPFU****F1ZV");
    expect(maskIdentifier("BANK", "50100 123456789")).toBe("XXXXXXXXXX6789");
    expect(maskIdentifier("BANK", "9876541234")).toBe("XXXXXX1234");
  });

  it("masks short or odd input whole rather than show most of it", () => {
    expect(maskIdentifier("PAN", "ABC")).toBe("***");
    expect(maskIdentifier("GST", "27AAPFU")).toBe("*******");
    expect(maskIdentifier("BANK", "1234")).toBe("XXXX");
    expect(maskIdentifier("PAN", "")).toBe("");
  });
});

describe("hashIdentifier", () => {
  const key = identifierHashKey("a-server-secret-that-is-long-enough-for-tests");
  it("is the same for the same identifier however it was typed, and differs by kind", () => {
    expect(hashIdentifier(key, "PAN", "abcde1234f")).toBe(hashIdentifier(key, "PAN", " ABCDE1234F"));
    expect(hashIdentifier(key, "PAN", "ABCDE1234F")).not.toBe(hashIdentifier(key, "GST", "ABCDE1234F"));
    expect(hashIdentifier(key, "PAN", "ABCDE1234F")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("depends on the server's key, so the stored hashes cannot be recomputed without it", () => {
    const other = identifierHashKey("another-server-secret-that-is-long-enough");
    expect(hashIdentifier(key, "PAN", "ABCDE1234F")).not.toBe(hashIdentifier(other, "PAN", "ABCDE1234F"));
  });
});
