import { describe, expect, it } from "vitest";
import type { AccessEntry } from "../api/access";
import { ROUTES } from "../routes";
import { firstMenuPath, isAnchorMenu, isRouteAllowed, normalisePath, visibleMenu } from "./menu-rules";

const entry = (pageName: string, overrides: Partial<AccessEntry> = {}): AccessEntry => ({
  pageName,
  title: pageName,
  img: "PHN2Zy8+",
  imageName: "icon",
  userType: "USER",
  userConfigForAnchor: false,
  ...overrides,
});

const paths = (entries: AccessEntry[]) => entries.map((item) => item.pageName);

describe("the sidebar rules", () => {
  it("keeps the server's order", () => {
    const entries = [entry(ROUTES.userProfile), entry(ROUTES.merchantDashboard), entry(ROUTES.documents)];
    expect(paths(visibleMenu(entries))).toEqual([
      ROUTES.userProfile,
      ROUTES.merchantDashboard,
      ROUTES.documents,
    ]);
  });

  it("shows supplier-invoices only for anchors", () => {
    const merchant = [entry(ROUTES.merchantDashboard), entry(ROUTES.supplierInvoices)];
    expect(paths(visibleMenu(merchant))).toEqual([ROUTES.merchantDashboard]);
    const anchor = merchant.map((item) => ({ ...item, userType: "ANCHOR" }));
    expect(paths(visibleMenu(anchor))).toEqual([ROUTES.merchantDashboard, ROUTES.supplierInvoices]);
  });

  it("shows user-config only if some entry carries the user-config-for-anchor flag", () => {
    const without = [
      entry(ROUTES.merchantDashboard, { userType: "ANCHOR" }),
      entry(ROUTES.userConfig, { userType: "ANCHOR" }),
    ];
    expect(paths(visibleMenu(without))).toEqual([ROUTES.merchantDashboard]);
    const withFlag = [
      entry(ROUTES.merchantDashboard, { userType: "ANCHOR", userConfigForAnchor: true }),
      entry(ROUTES.userConfig, { userType: "ANCHOR" }),
    ];
    expect(paths(visibleMenu(withFlag))).toEqual([ROUTES.merchantDashboard, ROUTES.userConfig]);
  });

  it("hides retailer-invoices and retailer-management for anchors, not for other merchants", () => {
    const pages = [ROUTES.merchantDashboard, ROUTES.retailerInvoices, ROUTES.retailerManagement];
    expect(paths(visibleMenu(pages.map((page) => entry(page))))).toEqual(pages);
    expect(paths(visibleMenu(pages.map((page) => entry(page, { userType: "ANCHOR" }))))).toEqual([
      ROUTES.merchantDashboard,
    ]);
  });

  it("drops a repeated page", () => {
    expect(paths(visibleMenu([entry("/merchant/dashboard"), entry("/merchant/dashboard/")]))).toEqual([
      "/merchant/dashboard",
    ]);
  });

  it("knows an anchor menu by any entry's user type", () => {
    expect(isAnchorMenu([entry("/a"), entry("/b", { userType: "ANCHOR" })])).toBe(true);
    expect(isAnchorMenu([entry("/a", { userType: "ADMIN" })])).toBe(false);
    expect(isAnchorMenu([])).toBe(false);
  });
});

describe("route access", () => {
  const admin = [
    entry(ROUTES.clientManagement, { userType: "ADMIN" }),
    entry(ROUTES.kyc, { userType: "ADMIN" }),
  ];

  it("allows only routes in the menu, whatever the query or trailing slash", () => {
    expect(isRouteAllowed(admin, "/admin/kyc")).toBe(true);
    expect(isRouteAllowed(admin, "/admin/kyc/?userId=1")).toBe(true);
    expect(isRouteAllowed(admin, "/admin/utility")).toBe(false);
    expect(isRouteAllowed(admin, ROUTES.merchantDashboard)).toBe(false);
    expect(isRouteAllowed([], ROUTES.clientManagement)).toBe(false);
  });

  it("denies a page the anchor rules hide even if the server lists it", () => {
    expect(isRouteAllowed([entry(ROUTES.supplierInvoices)], ROUTES.supplierInvoices)).toBe(false);
    expect(
      isRouteAllowed([entry(ROUTES.retailerInvoices, { userType: "ANCHOR" })], ROUTES.retailerInvoices),
    ).toBe(false);
  });

  it("sends / to the first visible page, or nowhere for an empty menu", () => {
    expect(firstMenuPath(admin)).toBe(ROUTES.clientManagement);
    expect(firstMenuPath([entry(ROUTES.supplierInvoices), entry(ROUTES.merchantDashboard)])).toBe(
      ROUTES.merchantDashboard,
    );
    expect(firstMenuPath([])).toBeUndefined();
  });

  it("normalises paths", () => {
    expect(normalisePath("merchant/dashboard/")).toBe("/merchant/dashboard");
    expect(normalisePath("/merchant/dashboard#top")).toBe("/merchant/dashboard");
    expect(normalisePath("/")).toBe("/");
  });
});
