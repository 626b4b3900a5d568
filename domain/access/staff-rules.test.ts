import { ADMIN_OPERATIONS, type AdminOperation } from "@domain/enums/users";
import { describe, expect, it } from "vitest";
import { meetsRule, UTILITY_RULES } from "./staff-rules";

const staff = (userType: string, roles: string[]) => ({ kind: "ADMIN", userType, roles });
const runs = (who: ReturnType<typeof staff>) =>
  ADMIN_OPERATIONS.filter((operation: AdminOperation) => meetsRule(UTILITY_RULES[operation], who));

describe("UTILITY_RULES", () => {
  it("lets super admins and admins run all nine operations", () => {
    expect(runs(staff("SUPER_ADMIN", ["ROLE_SUPER_ADMIN"]))).toEqual([...ADMIN_OPERATIONS]);
    expect(runs(staff("ADMIN", ["ROLE_ADMIN"]))).toEqual([...ADMIN_OPERATIONS]);
  });

  it("gives payment users the money operations and the syncs", () => {
    expect(runs(staff("OPS", ["ROLE_PAYMENT_USER"])).sort()).toEqual(
      [
        "closeLoan",
        "markFeePaid",
        "payment",
        "syncEsign",
        "syncMandate",
        "syncWallet",
        "updateWallet",
      ].sort(),
    );
  });

  it("gives collection users the e-NACH schedule and the syncs; makers the invoice cancel", () => {
    expect(runs(staff("OPS", ["ROLE_COLLECTION_USER"])).sort()).toEqual(
      ["scheduleEnach", "syncEsign", "syncMandate", "syncWallet"].sort(),
    );
    expect(runs(staff("OPS", ["ROLE_USER"]))).toContain("cancel");
  });

  it("refuses NBFC staff and merchants everything", () => {
    expect(runs(staff("NBFC", ["ROLE_ADMIN"]))).toEqual([]);
    expect(runs({ kind: "MERCHANT", userType: "USER", roles: [] })).toEqual([]);
  });
});
