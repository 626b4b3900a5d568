import { describe, expect, it } from "vitest";
import { cleanUserId, effectiveUserId, linkWithUserId, userIdFromSearch } from "./carried-user-id";

const id = "3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c";

describe("the carried userId", () => {
  it("reads it from the query string", () => {
    expect(userIdFromSearch(`?userId=${id}&page=2`)).toBe(id);
    expect(userIdFromSearch("?page=2")).toBeUndefined();
    expect(userIdFromSearch("?userId=")).toBeUndefined();
  });

  it("refuses blank or odd values", () => {
    expect(cleanUserId("  ")).toBeUndefined();
    expect(cleanUserId(null)).toBeUndefined();
    expect(cleanUserId("<script>")).toBeUndefined();
    expect(cleanUserId(` ${id} `)).toBe(id);
    expect(cleanUserId("x".repeat(65))).toBeUndefined();
  });

  it("prefers the URL over session storage, and falls back to session storage", () => {
    expect(effectiveUserId(`?userId=${id}`, "older-id")).toBe(id);
    expect(effectiveUserId("", "older-id")).toBe("older-id");
    expect(effectiveUserId("", null)).toBeUndefined();
  });

  it("adds it to every link, keeping the link's own query and hash", () => {
    expect(linkWithUserId("/merchant/documents", id)).toBe(`/merchant/documents?userId=${id}`);
    expect(linkWithUserId("/merchant/documents?tab=kyc#top", id)).toBe(
      `/merchant/documents?tab=kyc&userId=${id}#top`,
    );
    expect(linkWithUserId(`/merchant/documents?userId=old`, id)).toBe(`/merchant/documents?userId=${id}`);
  });

  it("leaves links alone (and drops a stale id) when no user is carried", () => {
    expect(linkWithUserId("/admin/kyc", undefined)).toBe("/admin/kyc");
    expect(linkWithUserId("/admin/kyc?userId=old&x=1", undefined)).toBe("/admin/kyc?x=1");
  });
});
