import type { Principal } from "@server/auth/principal";
import { describe, expect, it } from "vitest";
import { commandsFor, mayPerform } from "./invoice-permissions";

const principal = (kind: "ADMIN" | "MERCHANT", userType: string, roles: string[] = []): Principal => ({
  id: "u1",
  name: "Test",
  email: "t@demo.in",
  kind,
  userType,
  roles,
  lenderId: null,
  anchorId: kind === "MERCHANT" ? "a1" : null,
});

const anchor = principal("MERCHANT", "ANCHOR");
const ops = principal("ADMIN", "OPS", ["ROLE_USER"]);
const payments = principal("ADMIN", "OPS", ["ROLE_PAYMENT_USER"]);
const nbfc = principal("ADMIN", "NBFC", ["ROLE_NBFC_USER", "ROLE_ADMIN"]);

describe("invoice commands by role and status", () => {
  it("offers the anchor edit and cancel before verification, settle once paid", () => {
    expect(commandsFor(anchor, "Initiated")).toEqual(["update", "cancel"]);
    expect(commandsFor(anchor, "Verified")).toEqual(["cancel"]);
    expect(commandsFor(anchor, "Paid")).toEqual(["settle"]);
  });

  it("splits maker and checker duties", () => {
    expect(commandsFor(ops, "Initiated")).toEqual(["verify", "reject", "cancel"]);
    expect(commandsFor(payments, "Verified")).toEqual(["approve", "reject"]);
    expect(commandsFor(payments, "Approved")).toEqual(["enterUtr"]);
    expect(commandsFor(ops, "Approved")).toEqual(["cancel"]);
  });

  it("gives an NBFC user nothing to do and nobody anything on a terminal status", () => {
    expect(mayPerform(nbfc, "approve")).toBe(false);
    expect(commandsFor(nbfc, "Verified")).toEqual([]);
    for (const who of [anchor, ops, payments]) expect(commandsFor(who, "Completed")).toEqual([]);
  });
});
