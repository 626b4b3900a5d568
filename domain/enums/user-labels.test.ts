import { describe, expect, it } from "vitest";
import { roleLabel, userTypeLabel } from "./user-labels";

describe("user labels", () => {
  it("names user types as the screens do, humanising an unknown one", () => {
    expect(["SUPER_ADMIN", "NBFC", "OPS", "USER", "ANCHOR"].map(userTypeLabel)).toEqual([
      "Super admin",
      "NBFC",
      "Operations",
      "Merchant",
      "Anchor",
    ]);
    expect(userTypeLabel("FIELD_AGENT")).toBe("Field agent");
  });

  it("names roles by their label, or without the ROLE_ prefix", () => {
    expect(roleLabel("ROLE_NEW_THING")).toBe("New thing");
  });
});
