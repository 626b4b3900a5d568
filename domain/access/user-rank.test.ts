import { describe, expect, it } from "vitest";
import { mayChangeCredentials, mayEditUser, mayGrantUserType, userRank } from "./user-rank";

const user = (id: string, userType: string) => ({ id, userType });
const superAdmin = user("s", "SUPER_ADMIN");
const otherSuperAdmin = user("s2", "SUPER_ADMIN");
const admin = user("a", "ADMIN");
const otherAdmin = user("a2", "ADMIN");
const ops = user("o", "OPS");
const payments = user("p", "OPS");
const nbfc = user("n", "NBFC");
const anchor = user("an", "ANCHOR");
const merchant = user("m", "USER");

describe("user rank", () => {
  it("orders SUPER_ADMIN > ADMIN > NBFC = OPS > merchants", () => {
    expect(userRank("SUPER_ADMIN")).toBeGreaterThan(userRank("ADMIN"));
    expect(userRank("ADMIN")).toBeGreaterThan(userRank("OPS"));
    expect(userRank("NBFC")).toBe(userRank("OPS"));
    expect(userRank("OPS")).toBeGreaterThan(userRank("ANCHOR"));
    expect(userRank("ANCHOR")).toBe(userRank("USER"));
  });
});

describe("mayEditUser", () => {
  it("never lets a lower rank edit a higher one", () => {
    expect(mayEditUser(ops, superAdmin)).toBe(false);
    expect(mayEditUser(payments, admin)).toBe(false);
    expect(mayEditUser(anchor, nbfc)).toBe(false);
    expect(mayEditUser(admin, superAdmin)).toBe(false);
  });

  it("lets a user edit itself, its equals and lower ranks", () => {
    expect(mayEditUser(merchant, merchant)).toBe(true);
    expect(mayEditUser(ops, payments)).toBe(true);
    expect(mayEditUser(nbfc, anchor)).toBe(true);
    expect(mayEditUser(superAdmin, merchant)).toBe(true);
  });
});

describe("mayChangeCredentials", () => {
  it.each([
    ["ops → superadmin", ops, superAdmin],
    ["payments → admin", payments, admin],
    ["nbfc → anchor", nbfc, anchor],
    ["anchor → merchant", anchor, merchant],
    ["ops → payments", ops, payments],
    ["admin → another admin", admin, otherAdmin],
    ["admin → superadmin", admin, superAdmin],
    ["superadmin → another superadmin", superAdmin, otherSuperAdmin],
  ])("refuses %s", (_pair, actor, target) => {
    expect(mayChangeCredentials(actor, target)).toBe(false);
  });

  it.each([
    ["itself", merchant, merchant],
    ["an admin itself", admin, admin],
    ["admin → ops", admin, ops],
    ["admin → nbfc", admin, nbfc],
    ["admin → merchant", admin, merchant],
    ["superadmin → admin", superAdmin, admin],
  ])("allows %s", (_pair, actor, target) => {
    expect(mayChangeCredentials(actor, target)).toBe(true);
  });
});

describe("mayGrantUserType", () => {
  it("grants only a strictly lower rank", () => {
    expect(mayGrantUserType(ops, "ADMIN")).toBe(false);
    expect(mayGrantUserType(ops, "OPS")).toBe(false);
    expect(mayGrantUserType(admin, "ADMIN")).toBe(false);
    expect(mayGrantUserType(superAdmin, "SUPER_ADMIN")).toBe(false);
    expect(mayGrantUserType(admin, "NBFC")).toBe(true);
    expect(mayGrantUserType(admin, "OPS")).toBe(true);
    expect(mayGrantUserType(superAdmin, "ADMIN")).toBe(true);
    expect(mayGrantUserType(ops, "USER")).toBe(true);
  });
});
