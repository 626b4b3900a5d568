import { describe, expect, it } from "vitest";
import { isClientManager } from "./client-managers";

describe("isClientManager", () => {
  it("is true for platform staff who manage clients, false for NBFC staff, merchants and nobody", () => {
    expect(isClientManager({ kind: "ADMIN", userType: "SUPER_ADMIN" })).toBe(true);
    expect(isClientManager({ kind: "ADMIN", userType: "ADMIN" })).toBe(true);
    expect(isClientManager({ kind: "ADMIN", userType: "OPS" })).toBe(true);
    expect(isClientManager({ kind: "ADMIN", userType: "NBFC" })).toBe(false);
    expect(isClientManager({ kind: "MERCHANT", userType: "ADMIN" })).toBe(false);
    expect(isClientManager({ kind: "MERCHANT", userType: "ANCHOR" })).toBe(false);
    expect(isClientManager(undefined)).toBe(false);
  });
});
