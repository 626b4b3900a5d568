import { describe, expect, it } from "vitest";
import { adminUserTypeOf } from "./role-user-type";

describe("adminUserTypeOf", () => {
  it("takes the highest role's user type", () => {
    expect(adminUserTypeOf(["ROLE_PAYMENT_USER", "ROLE_SUPER_ADMIN"])).toBe("SUPER_ADMIN");
    expect(adminUserTypeOf(["ROLE_NBFC_USER", "ROLE_ADMIN"])).toBe("ADMIN");
    expect(adminUserTypeOf(["ROLE_NBFC_USER"])).toBe("NBFC");
  });

  it("makes payment, collection and plain users operations staff", () => {
    expect(adminUserTypeOf(["ROLE_USER", "ROLE_COLLECTION_USER"])).toBe("OPS");
    expect(adminUserTypeOf(["ROLE_PAYMENT_USER"])).toBe("OPS");
  });
});
