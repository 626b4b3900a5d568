import type { Identity } from "@domain/api/auth";
import type { EsignRequest } from "@domain/api/esign";
import { describe, expect, it } from "vitest";
import { pendingOwnSigner } from "./sandbox-signer";

const who = (kind: Identity["kind"], userType: string): Identity => ({
  id: "u1",
  name: "Someone",
  email: "someone@demo.in",
  userType,
  roles: [],
  kind,
  lenderId: null,
  anchorId: null,
});
const agreement = (borrower: "requested" | "signed", status: EsignRequest["status"] = "requested") =>
  ({
    provider: "digio-sandbox",
    status,
    signers: [
      { identifier: "9876500007", name: "Joshi Milk", role: "BORROWER", status: borrower, signedAt: null },
      {
        identifier: "nbfc@demo.in",
        name: "Nina for Shree",
        role: "LENDER",
        status: "requested",
        signedAt: null,
      },
    ],
  }) as EsignRequest;

describe("pendingOwnSigner", () => {
  it("is the lender's signer for an NBFC user and the borrower's for a merchant user", () => {
    expect(pendingOwnSigner(who("ADMIN", "NBFC"), agreement("requested"))?.role).toBe("LENDER");
    expect(pendingOwnSigner(who("MERCHANT", "USER"), agreement("requested"))?.role).toBe("BORROWER");
  });

  it("is nobody for platform staff and anchors, once signed, or off the sandbox or a closed request", () => {
    for (const userType of ["SUPER_ADMIN", "ADMIN", "OPS"])
      expect(pendingOwnSigner(who("ADMIN", userType), agreement("requested"))).toBeUndefined();
    expect(pendingOwnSigner(who("MERCHANT", "ANCHOR"), agreement("requested"))).toBeUndefined();
    expect(pendingOwnSigner(who("MERCHANT", "USER"), agreement("signed"))).toBeUndefined();
    expect(pendingOwnSigner(who("MERCHANT", "USER"), agreement("requested", "expired"))).toBeUndefined();
    expect(
      pendingOwnSigner(who("ADMIN", "NBFC"), { ...agreement("requested"), provider: "digio" }),
    ).toBeUndefined();
    expect(pendingOwnSigner(undefined, agreement("requested"))).toBeUndefined();
  });
});
