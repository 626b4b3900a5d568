import { readFileSync } from "node:fs";
import path from "node:path";
import type { AccessEntry } from "@domain/api/access";
import { ROUTES } from "@domain/routes";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { renderMenuDoc } from "@server/db/reference/menu-doc";
import { anchors } from "@server/db/schema/index";
import { demoUserId } from "@server/db/seed/demo-data";
import { DEMO_ANCHORS } from "@server/db/seed/demo-organisations";
import { accessTokenFor, bearer, body } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";
import { NOT_YOUR_MENU, ONLY_MERCHANT_MENUS } from "./service";

const suite = seededApp();
const tokens: Record<string, string> = {};
const ACCOUNTS = [
  "superadmin",
  "admin",
  "nbfc",
  "ops",
  "payments",
  "anchor",
  "merchant",
  "distribution",
  "agro",
];

beforeAll(async () => {
  for (const key of ACCOUNTS) tokens[key] = await accessTokenFor(suite.app, `${key}@demo.in`);
});

const checkAccess = (key: string, userId?: string) =>
  suite.app.inject({
    url: "/api/auth/check-access",
    headers: { ...bearer(tokens[key] ?? ""), ...(userId ? { userId } : {}) },
  });
const menuOf = async (key: string, userId?: string) =>
  body<{ payload: AccessEntry[] }>(await checkAccess(key, userId)).payload;
const pagesOf = async (key: string, userId?: string) =>
  (await menuOf(key, userId)).map((entry) => entry.pageName);

const ADMIN_PAGES = [
  ROUTES.clientManagement,
  ROUTES.invoices,
  ROUTES.loans,
  ROUTES.collections,
  ROUTES.utrImports,
  ROUTES.emis,
  ROUTES.mandates,
  ROUTES.delinquency,
  ROUTES.reconciliation,
  ROUTES.kyc,
  ROUTES.financialStatics,
  ROUTES.exportData,
  ROUTES.leadManagement,
  ROUTES.adminFormList,
  ROUTES.utility,
  ROUTES.createJourney,
  ROUTES.newFlow,
];

describe("GET /api/auth/check-access", () => {
  it("gives a super admin every admin page, client management first", async () => {
    expect(await pagesOf("superadmin")).toEqual(ADMIN_PAGES);
  });

  it.each(["admin", "nbfc", "ops", "payments"])(
    "gives %s a subset of the admin pages, client management first",
    async (key) => {
      const pages = await pagesOf(key);
      expect(pages[0]).toBe(ROUTES.clientManagement);
      expect(pages).toContain(ROUTES.invoices);
      expect(pages.length).toBeLessThan(ADMIN_PAGES.length);
      for (const page of pages) expect(ADMIN_PAGES).toContain(page);
    },
  );

  it.each(["admin", "nbfc", "ops"])(
    "gives %s Lead Management, as the lead API lets it read leads (operations and admins move them too)",
    async (key) => {
      expect(await pagesOf(key)).toContain(ROUTES.leadManagement);
    },
  );

  it("answers complete access entries: title, base64 SVG icon, image name, user type and the anchor flag", async () => {
    const [first] = await menuOf("superadmin");
    expect(first).toEqual({
      pageName: "/admin/client-management",
      title: "Client Management",
      img: expect.any(String),
      imageName: "users",
      userType: "SUPER_ADMIN",
      userConfigForAnchor: false,
    });
    const svg = Buffer.from(first?.img ?? "", "base64").toString("utf8");
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 24 24"[^>]*>.+<\/svg>$/,
    );
  });

  it("gives an anchor supplier invoices and user config (flag on), never the retailer pages", async () => {
    const menu = await menuOf("anchor");
    const pages = menu.map((entry) => entry.pageName);
    expect(pages[0]).toBe(ROUTES.merchantDashboard);
    expect(pages).toContain(ROUTES.supplierInvoices);
    expect(pages).toContain(ROUTES.userConfig);
    expect(pages).not.toContain(ROUTES.retailerInvoices);
    expect(pages).not.toContain(ROUTES.retailerManagement);
    expect(menu.every((entry) => entry.userType === "ANCHOR" && entry.userConfigForAnchor)).toBe(true);
  });

  it("hides user config from an anchor whose flag is off", async () => {
    const menu = await menuOf("agro");
    expect(menu.map((entry) => entry.pageName)).not.toContain(ROUTES.userConfig);
    expect(menu.map((entry) => entry.pageName)).toContain(ROUTES.supplierInvoices);
    expect(menu.every((entry) => !entry.userConfigForAnchor)).toBe(true);
  });

  it("follows the anchor flag in the suite.database (menus are data)", async () => {
    const agro = DEMO_ANCHORS[2];
    await suite.database.db.update(anchors).set({ userConfigForAnchor: true }).where(eq(anchors.id, agro.id));
    expect(await pagesOf("agro")).toContain(ROUTES.userConfig);
    await suite.database.db
      .update(anchors)
      .set({ userConfigForAnchor: false })
      .where(eq(anchors.id, agro.id));
    expect(await pagesOf("agro")).not.toContain(ROUTES.userConfig);
  });

  it("gives a merchant of type USER the retailer pages and no anchor pages, dashboard first", async () => {
    const pages = await pagesOf("merchant");
    expect(pages[0]).toBe(ROUTES.merchantDashboard);
    expect(pages).toContain(ROUTES.retailerInvoices);
    expect(pages).not.toContain(ROUTES.supplierInvoices);
    expect(pages).not.toContain(ROUTES.userConfig);
  });

  it("answers the caller's own menu when the userId header is the caller's id", async () => {
    expect(await pagesOf("merchant", demoUserId("merchant"))).toEqual(await pagesOf("merchant"));
  });

  it.each(["superadmin", "admin", "ops"])(
    "lets %s view a merchant's menu through the userId header",
    async (key) => {
      const menu = await menuOf(key, demoUserId("anchor"));
      expect(menu[0]?.pageName).toBe(ROUTES.merchantDashboard);
      expect(menu.map((entry) => entry.pageName)).toContain(ROUTES.supplierInvoices);
      expect(menu.every((entry) => entry.userType === "ANCHOR")).toBe(true);
    },
  );

  it("forbids an NBFC user and merchants from naming another user", async () => {
    for (const key of ["nbfc", "anchor", "merchant"]) {
      const response = await checkAccess(key, demoUserId("distribution"));
      expect(response.statusCode).toBe(403);
      expect(body(response)).toEqual({ message: NOT_YOUR_MENU });
    }
  });

  it("only shows merchants' menus, 404s an unknown user and 400s a malformed id", async () => {
    const admin = await checkAccess("superadmin", demoUserId("nbfc"));
    expect(admin.statusCode).toBe(403);
    expect(body(admin)).toEqual({ message: ONLY_MERCHANT_MENUS });
    expect((await checkAccess("superadmin", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await checkAccess("superadmin", "not-an-id")).statusCode).toBe(400);
  });

  it("needs a token", async () => {
    expect((await suite.app.inject({ url: "/api/auth/check-access" })).statusCode).toBe(401);
  });
});

describe("docs/menus.md", () => {
  it("matches the seeded menu data, a hand-written section aside at its end", () => {
    const file = readFileSync(path.join(import.meta.dirname, "../../../docs/menus.md"), "utf8");
    const generated = renderMenuDoc();
    expect(file.slice(0, generated.length)).toBe(generated);
    expect(file.slice(generated.length)).toMatch(/^(\n## [^\n]*hand-written[\s\S]*)?$/);
  });
});
