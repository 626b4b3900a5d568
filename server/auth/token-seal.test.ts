import { describe, expect, it } from "vitest";
import { openWithToken, sealWithToken } from "./token-seal";

describe("sealing a refresh successor under the old token", () => {
  it("opens with the same token only", () => {
    const sealed = sealWithToken("old-refresh-token", '{"access_token":"a"}');
    expect(sealed).not.toContain("access_token");
    expect(openWithToken("old-refresh-token", sealed)).toBe('{"access_token":"a"}');
    expect(openWithToken("another-token", sealed)).toBeNull();
  });

  it("refuses a tampered or truncated seal", () => {
    const sealed = sealWithToken("t", "payload");
    const flipped = Buffer.from(sealed, "base64url");
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 1;
    expect(openWithToken("t", flipped.toString("base64url"))).toBeNull();
    expect(openWithToken("t", "abc")).toBeNull();
  });
});
