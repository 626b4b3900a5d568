import { describe, expect, it } from "vitest";
import {
  ADMIN_OPERATION_LABELS,
  ADMIN_OPERATIONS,
  ADMIN_USER_TYPE_LABELS,
  ADMIN_USER_TYPES,
  PROGRAMME_USER_TYPES,
  ROLE_LABELS,
  ROLES,
  type AdminOperation,
  type Role,
} from "./users";

describe("user enumerations", () => {
  it("match the spec's values and order", () => {
    expect([...ADMIN_USER_TYPES]).toEqual(["SUPER_ADMIN", "ADMIN", "NBFC", "OPS"]);
    expect([...PROGRAMME_USER_TYPES]).toEqual(["USER", "ANCHOR"]);
    expect([...ROLES]).toEqual([
      "ROLE_PAYMENT_USER",
      "ROLE_COLLECTION_USER",
      "ROLE_USER",
      "ROLE_NBFC_USER",
      "ROLE_ADMIN",
      "ROLE_SUPER_ADMIN",
    ]);
    expect([...ADMIN_OPERATIONS]).toEqual([
      "cancel",
      "payment",
      "syncWallet",
      "scheduleEnach",
      "markFeePaid",
      "updateWallet",
      "syncMandate",
      "syncEsign",
      "closeLoan",
    ]);
  });

  it("label every value", () => {
    expect(Object.keys(ROLE_LABELS)).toEqual([...ROLES]);
    expect(Object.keys(ADMIN_OPERATION_LABELS)).toEqual([...ADMIN_OPERATIONS]);
    expect(Object.keys(ADMIN_USER_TYPE_LABELS)).toEqual([...ADMIN_USER_TYPES]);
    expect(ROLE_LABELS.ROLE_NBFC_USER).toBe("NBFC user");
    expect(ADMIN_USER_TYPE_LABELS.OPS).toBe("Operations");
  });

  it("types reject foreign values", () => {
    // @ts-expect-error roles carry the ROLE_ prefix
    const role: Role = "ADMIN";
    // @ts-expect-error operations are camelCase
    const operation: AdminOperation = "close_loan";
    expect(ROLES).not.toContain(role);
    expect(ADMIN_OPERATIONS).not.toContain(operation);
  });
});
