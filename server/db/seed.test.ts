import { validateGstin } from "@domain/identifiers/gstin";
import { validateMobile } from "@domain/identifiers/mobile";
import { validatePan } from "@domain/identifiers/pan";
import { ROUTES } from "@domain/routes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpDatabase, type TestDatabase } from "@server/test-support/test-app";
import { MENU_BY_USER_TYPE, MENU_PAGES, menuItemPage } from "./reference/menu";
import { anchors, auditLog, users } from "./schema/index";
import { seedDatabase } from "./seed";
import { ADVERTISED_DEMO_ACCOUNTS, DEMO_USERS, demoUserId } from "./seed/demo-data";
import { DEMO_ANCHORS } from "./seed/demo-organisations";
import { seedGstin, seedId, seedPan } from "./seed/identifiers";

let database: TestDatabase;

beforeAll(async () => {
  database = await setUpDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("demo seed", () => {
  it("creates the seven advertised demo accounts with the issue's user types and roles", async () => {
    const expected = {
      "superadmin@demo.in": ["SUPER_ADMIN", ["ROLE_SUPER_ADMIN"]],
      "admin@demo.in": ["ADMIN", ["ROLE_ADMIN"]],
      "nbfc@demo.in": ["NBFC", ["ROLE_NBFC_USER"]],
      "ops@demo.in": ["OPS", ["ROLE_USER", "ROLE_COLLECTION_USER"]],
      "payments@demo.in": ["OPS", ["ROLE_PAYMENT_USER"]],
      "anchor@demo.in": ["ANCHOR", []],
      "merchant@demo.in": ["USER", []],
    };
    expect(ADVERTISED_DEMO_ACCOUNTS.map((account) => account.email)).toEqual(Object.keys(expected));
    for (const [email, [userType, roles]] of Object.entries(expected)) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ userType, roles });
    }
  });

  it("puts the NBFC user on one lender and the anchor user on the dairy anchor with user-config on", async () => {
    const [nbfc] = await database.db.select().from(users).where(eq(users.email, "nbfc@demo.in"));
    expect(nbfc?.lenderId).toBeTruthy();
    const [anchorUser] = await database.db.select().from(users).where(eq(users.email, "anchor@demo.in"));
    const [anchor] = await database.db
      .select()
      .from(anchors)
      .where(eq(anchors.id, anchorUser?.anchorId ?? ""));
    expect(anchor).toMatchObject({ name: "Gokul Dairy Cooperative", userConfigForAnchor: true });
  });

  it("uses valid identifiers: every PAN, GSTIN and mobile passes the domain checks", () => {
    for (const anchor of DEMO_ANCHORS) {
      expect(validatePan(anchor.pan)).toEqual({ valid: true, value: anchor.pan });
      expect(validateGstin(anchor.gstin)).toEqual({ valid: true, value: anchor.gstin });
      expect(anchor.gstin.slice(2, 12)).toBe(anchor.pan);
    }
    for (const user of DEMO_USERS) {
      expect(validateMobile(user.mobile).valid).toBe(true);
      if (user.pan) expect(validatePan(user.pan).valid).toBe(true);
      if (user.gstin) expect(validateGstin(user.gstin).valid).toBe(true);
    }
  });

  it("is deterministic: the same ids every run", () => {
    expect(demoUserId("anchor")).toBe(seedId("user:anchor"));
    expect(seedId("x")).toBe(seedId("x"));
    expect(seedId("x")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seedPan(12_345, "P", "k")).toBe("AABPK2345V");
    expect(seedGstin("27", "AAPFU0939F")).toBe("27AAPFU0939F1ZV");
  });

  it("never gives a PAN the serial 0000, and stays unique around the multiples of 10,000", () => {
    const pans = new Set<string>();
    for (let n = 9_990; n <= 30_010; n += 1) pans.add(seedPan(n, "C", "A"));
    expect(pans.size).toBe(30_010 - 9_990 + 1);
    expect(seedPan(20_000, "C", "A")).not.toMatch(/^.{5}0000/);
  });

  it("runs only once: a second start does not seed again", async () => {
    expect(await seedDatabase(database.db, "development")).toEqual({ demoSeeded: false });
    expect(await database.db.$count(users)).toBe(DEMO_USERS.length);
  });
});

describe("menu reference data", () => {
  it("covers every route of the portal except the login and home pages", () => {
    const routes = Object.values(ROUTES).filter((route) => route !== ROUTES.login && route !== ROUTES.home);
    expect(MENU_PAGES.map((page) => page.pageName).sort()).toEqual([...routes].sort());
    for (const items of Object.values(MENU_BY_USER_TYPE)) {
      for (const item of items) expect(routes).toContain(menuItemPage(item));
    }
  });
});

describe("audit log", () => {
  it("is append-only: rows can be added but never changed or deleted", async () => {
    await expect(database.db.update(auditLog).set({ action: "tampered" })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    const entries = await database.db.select().from(auditLog);
    expect(entries.some((entry) => entry.action === "seed.demo")).toBe(true);
  });
});
