import type { AccessEntry } from "@domain/api/access";
import type { Identity } from "@domain/api/auth";
import { ROUTES } from "@domain/routes";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import {
  ACCESS_DENIED_REASON,
  ANCHOR_ONLY_REASON,
  EMI_COLLECTORS_ONLY_REASON,
  LOAN_STAFF_ONLY_REASON,
  MANAGERS_ONLY_REASON,
  MONEY_STAFF_ONLY_REASON,
  UTR_IMPORTERS_ONLY_REASON,
  createAccessControlProvider,
} from "./access-control-provider";
import type { HttpClient, JsonCall } from "./http-client";

const entry = (pageName: string, overrides: Partial<AccessEntry> = {}): AccessEntry => ({
  pageName,
  title: pageName,
  img: "PHN2Zy8+",
  imageName: "icon",
  userType: "USER",
  userConfigForAnchor: false,
  ...overrides,
});

const signedIn = (userType: string): Identity => ({
  id: "u-1",
  name: "Someone",
  email: "someone@example.in",
  userType,
  roles: [],
  kind: "ADMIN",
  lenderId: null,
  anchorId: null,
});

function setUp(
  menus: Record<string, AccessEntry[] | { payload: AccessEntry[] }>,
  carried?: string,
  identity: Identity | null = signedIn("ADMIN"),
) {
  const calls: JsonCall[] = [];
  const http: HttpClient = {
    request: vi.fn(async (_url: string, call: JsonCall = {}) => {
      calls.push(call);
      return menus[call.headers?.userId ?? "self"] as never;
    }),
    upload: vi.fn(),
    download: vi.fn(),
  };
  const provider = createAccessControlProvider({
    http,
    queryClient: new QueryClient(),
    userId: () => carried,
    identity: async () => identity,
  });
  return { provider, calls, http };
}

const can = (
  provider: ReturnType<typeof setUp>["provider"],
  path: string,
  params: Record<string, unknown> = {},
) => provider.can({ resource: path.slice(1), action: "list", params });

describe("the access-control provider", () => {
  it("allows a page only if it is in the access list (bare array answer)", async () => {
    const { provider } = setUp({ self: [entry(ROUTES.clientManagement, { userType: "ADMIN" })] });
    await expect(can(provider, ROUTES.clientManagement)).resolves.toEqual({ can: true });
    await expect(can(provider, ROUTES.kyc)).resolves.toEqual({ can: false, reason: ACCESS_DENIED_REASON });
  });

  it("reads the {payload} form of the answer too, and asks the server once for many checks", async () => {
    const { provider, http } = setUp({ self: { payload: [entry(ROUTES.merchantDashboard)] } });
    await expect(can(provider, ROUTES.merchantDashboard)).resolves.toEqual({ can: true });
    await expect(can(provider, ROUTES.userProfile)).resolves.toMatchObject({ can: false });
    expect(http.request).toHaveBeenCalledTimes(1);
  });

  it("applies the anchor rules", async () => {
    const anchorMenu = [
      ROUTES.merchantDashboard,
      ROUTES.supplierInvoices,
      ROUTES.retailerInvoices,
      ROUTES.userConfig,
    ].map((page) => entry(page, { userType: "ANCHOR" }));
    const { provider } = setUp({ self: anchorMenu });
    await expect(can(provider, ROUTES.supplierInvoices)).resolves.toEqual({ can: true });
    await expect(can(provider, ROUTES.retailerInvoices)).resolves.toMatchObject({ can: false });
    await expect(can(provider, ROUTES.userConfig)).resolves.toMatchObject({ can: false });

    const merchant = setUp({ self: [entry(ROUTES.supplierInvoices), entry(ROUTES.retailerInvoices)] });
    await expect(can(merchant.provider, ROUTES.supplierInvoices)).resolves.toMatchObject({ can: false });
    await expect(can(merchant.provider, ROUTES.retailerInvoices)).resolves.toEqual({ can: true });
  });

  it("checks the carried user's menu, sending the userId header", async () => {
    const { provider, calls } = setUp(
      { self: [entry(ROUTES.clientManagement)], "m-1": [entry(ROUTES.merchantDashboard)] },
      "m-1",
    );
    await expect(can(provider, ROUTES.merchantDashboard)).resolves.toEqual({ can: true });
    await expect(can(provider, ROUTES.clientManagement)).resolves.toMatchObject({ can: false });
    expect(calls[0]!.headers).toEqual({ userId: "m-1" });
    await expect(can(provider, ROUTES.clientManagement, { userId: undefined })).resolves.toMatchObject({
      can: false,
    });
  });

  it("uses an explicit userId from the check's params over the carried one", async () => {
    const { provider, calls } = setUp({ self: [], "m-2": [entry(ROUTES.userProfile)] }, "m-1");
    await expect(can(provider, ROUTES.userProfile, { userId: "m-2" })).resolves.toEqual({ can: true });
    expect(calls[0]!.headers).toEqual({ userId: "m-2" });
  });

  it("sends no header for the user's own menu", async () => {
    const { provider, calls } = setUp({ self: [entry(ROUTES.userProfile)] });
    await can(provider, ROUTES.userProfile);
    expect(calls[0]!.headers).toBeUndefined();
  });

  it("leaves non-page resources (buttons, records) to the API", async () => {
    const { provider, http } = setUp({ self: [] });
    await expect(provider.can({ resource: "suppliers", action: "edit" })).resolves.toEqual({ can: true });
    expect(http.request).not.toHaveBeenCalled();
  });

  describe("an invoice's own pages", () => {
    const invoice = (provider: ReturnType<typeof setUp>["provider"], action: string) =>
      provider.can({ resource: "invoices", action, params: { id: action === "create" ? undefined : "i-1" } });
    const anchorMenu = [
      entry(ROUTES.supplierInvoices, { userType: "ANCHOR" }),
      entry(ROUTES.invoices, { userType: "ANCHOR" }),
    ];

    it("lets the anchor show, create and edit", async () => {
      const { provider } = setUp({ self: anchorMenu });
      for (const action of ["show", "create", "edit"])
        await expect(invoice(provider, action)).resolves.toEqual({ can: true });
    });

    it("lets a merchant open an invoice from its retailer invoices, but not enter or edit one", async () => {
      const { provider } = setUp({ self: [entry(ROUTES.merchantDashboard), entry(ROUTES.retailerInvoices)] });
      await expect(invoice(provider, "show")).resolves.toEqual({ can: true });
      await expect(invoice(provider, "create")).resolves.toEqual({ can: false, reason: ANCHOR_ONLY_REASON });
      await expect(invoice(provider, "edit")).resolves.toMatchObject({ can: false });
    });

    it("shows nothing to a user whose menu lists no invoices", async () => {
      const { provider } = setUp({ self: [entry(ROUTES.merchantDashboard)] });
      await expect(invoice(provider, "show")).resolves.toEqual({ can: false, reason: ACCESS_DENIED_REASON });
    });

    it("lets an admin viewing an anchor read its invoices but not enter them", async () => {
      const { provider } = setUp(
        { self: [entry(ROUTES.invoices, { userType: "ADMIN" })], "a-1": anchorMenu },
        "a-1",
      );
      await expect(invoice(provider, "show")).resolves.toEqual({ can: true });
      await expect(invoice(provider, "create")).resolves.toMatchObject({ can: false });
    });
  });

  describe("client records (anchors, programmes, bank accounts, anchor users, report settings)", () => {
    const hub = [entry(ROUTES.clientManagement, { userType: "ADMIN" })];
    const record = (provider: ReturnType<typeof setUp>["provider"], resource: string, action: string) =>
      provider.can({ resource, action, params: {} });

    it("lets client managers open, create and edit them", async () => {
      for (const userType of ["SUPER_ADMIN", "ADMIN", "OPS"]) {
        const { provider } = setUp({ self: hub }, undefined, signedIn(userType));
        for (const resource of [
          "anchors",
          "programmes",
          "lender-bank-accounts",
          "anchor-users",
          "report-settings",
        ])
          for (const action of ["show", "create", "edit"])
            await expect(record(provider, resource, action)).resolves.toEqual({ can: true });
      }
    });

    it("lets NBFC staff open them but shows Access denied on create and edit, before any form loads", async () => {
      const { provider } = setUp({ self: hub }, undefined, signedIn("NBFC"));
      await expect(record(provider, "programmes", "show")).resolves.toEqual({ can: true });
      await expect(record(provider, "programmes", "edit")).resolves.toEqual({
        can: false,
        reason: MANAGERS_ONLY_REASON,
      });
      await expect(record(provider, "anchors", "create")).resolves.toMatchObject({ can: false });
      await expect(record(provider, "onboarding", "create")).resolves.toMatchObject({ can: false });
    });

    it("shows nothing to a user without the hub in its menu", async () => {
      const { provider } = setUp({ self: [entry(ROUTES.merchantDashboard)] }, undefined, null);
      await expect(record(provider, "anchors", "show")).resolves.toEqual({
        can: false,
        reason: ACCESS_DENIED_REASON,
      });
    });
  });

  describe("loans", () => {
    const menu = [entry(ROUTES.loans)];
    const loan = (provider: ReturnType<typeof setUp>["provider"], action: string) =>
      provider.can({ resource: "loans", action, params: {} });
    const merchant = (userType: string): Identity => ({ ...signedIn(userType), kind: "MERCHANT" });

    it("lets platform staff and NBFC users open, create and edit them", async () => {
      for (const userType of ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC"]) {
        const { provider } = setUp({ self: menu }, undefined, signedIn(userType));
        for (const action of ["show", "create", "edit"])
          await expect(loan(provider, action)).resolves.toEqual({ can: true });
      }
    });

    it("lets anchors and merchants read them but shows Access denied on create and edit", async () => {
      for (const userType of ["ANCHOR", "USER"]) {
        const { provider } = setUp({ self: menu }, undefined, merchant(userType));
        await expect(loan(provider, "show")).resolves.toEqual({ can: true });
        for (const action of ["create", "edit"])
          await expect(loan(provider, action)).resolves.toEqual({
            can: false,
            reason: LOAN_STAFF_ONLY_REASON,
          });
      }
    });

    it("shows nothing to a user whose menu has no loans", async () => {
      const { provider } = setUp({ self: [entry(ROUTES.merchantDashboard)] });
      await expect(loan(provider, "show")).resolves.toEqual({ can: false, reason: ACCESS_DENIED_REASON });
    });
  });

  describe("collections", () => {
    const menu = [entry(ROUTES.collections)];
    const collection = (provider: ReturnType<typeof setUp>["provider"], action: string) =>
      provider.can({ resource: "collections", action, params: {} });
    const staff = (userType: string, roles: string[]): Identity => ({ ...signedIn(userType), roles });

    const moneyActions = ["create", "edit", "bulk", "gateway"];
    const merchant = (userType: string): Identity => ({ ...signedIn(userType), kind: "MERCHANT" });

    it("lets payment staff enter payments (create), approve them (edit), act in bulk and on gateway payments", async () => {
      for (const who of [
        staff("SUPER_ADMIN", ["ROLE_SUPER_ADMIN"]),
        staff("ADMIN", ["ROLE_ADMIN"]),
        staff("OPS", ["ROLE_PAYMENT_USER"]),
      ]) {
        const { provider } = setUp({ self: menu }, undefined, who);
        for (const action of ["show", ...moneyActions])
          await expect(collection(provider, action)).resolves.toEqual({ can: true });
      }
    });

    it("refuses every money action to staff without the payment role, anchors and merchants", async () => {
      for (const who of [
        staff("OPS", ["ROLE_COLLECTION_USER"]),
        staff("NBFC", ["ROLE_PAYMENT_USER"]),
        merchant("ANCHOR"),
        merchant("USER"),
      ]) {
        const { provider } = setUp({ self: menu }, undefined, who);
        await expect(collection(provider, "show")).resolves.toEqual({ can: true });
        for (const action of moneyActions)
          await expect(collection(provider, action)).resolves.toEqual({
            can: false,
            reason: MONEY_STAFF_ONLY_REASON,
          });
      }
    });
  });

  describe("EMIs", () => {
    const menu = [entry(ROUTES.emis)];
    const emi = (provider: ReturnType<typeof setUp>["provider"], action: string) =>
      provider.can({ resource: "emis", action, params: {} });

    it("lets collection staff move an EMI (collect)", async () => {
      for (const roles of [["ROLE_ADMIN"], ["ROLE_COLLECTION_USER"]]) {
        const { provider } = setUp({ self: menu }, undefined, { ...signedIn("OPS"), roles });
        await expect(emi(provider, "collect")).resolves.toEqual({ can: true });
      }
    });

    it("lets the others read an EMI but not move it", async () => {
      for (const who of [
        { ...signedIn("OPS"), roles: ["ROLE_PAYMENT_USER"] },
        { ...signedIn("USER"), kind: "MERCHANT" as const },
      ]) {
        const { provider } = setUp({ self: menu }, undefined, who);
        await expect(emi(provider, "show")).resolves.toEqual({ can: true });
        await expect(emi(provider, "collect")).resolves.toEqual({
          can: false,
          reason: EMI_COLLECTORS_ONLY_REASON,
        });
      }
    });
  });

  describe("bank reconciliation", () => {
    const menu = [entry(ROUTES.reconciliation)];
    const statement = (provider: ReturnType<typeof setUp>["provider"]) =>
      provider.can({ resource: "reconciliation-statements", action: "show", params: {} });
    const page = (provider: ReturnType<typeof setUp>["provider"]) =>
      can(provider, ROUTES.reconciliation, { path: ROUTES.reconciliation });

    it("opens the page and a statement to money staff", async () => {
      const { provider } = setUp({ self: menu }, undefined, {
        ...signedIn("OPS"),
        roles: ["ROLE_PAYMENT_USER"],
      });
      await expect(page(provider)).resolves.toEqual({ can: true });
      await expect(statement(provider)).resolves.toEqual({ can: true });
    });

    it("tells staff without the payment role why, on the page and a statement", async () => {
      const denied = { can: false, reason: MONEY_STAFF_ONLY_REASON };
      const { provider } = setUp({ self: menu }, undefined, {
        ...signedIn("OPS"),
        roles: ["ROLE_COLLECTION_USER"],
      });
      await expect(page(provider)).resolves.toEqual(denied);
      await expect(statement(provider)).resolves.toEqual(denied);
    });
  });

  describe("UTR imports", () => {
    const menu = [entry(ROUTES.utrImports)];
    const staff = (userType: string, roles: string[]): Identity => ({ ...signedIn(userType), roles });
    const record = (provider: ReturnType<typeof setUp>["provider"], action: string) =>
      provider.can({ resource: "utr-imports", action, params: {} });

    it("opens the history, the upload and an import to money staff", async () => {
      for (const who of [staff("ADMIN", ["ROLE_ADMIN"]), staff("OPS", ["ROLE_PAYMENT_USER"])]) {
        const { provider } = setUp({ self: menu }, undefined, who);
        await expect(can(provider, ROUTES.utrImports, { path: ROUTES.utrImports })).resolves.toEqual({
          can: true,
        });
        for (const action of ["show", "create"])
          await expect(record(provider, action)).resolves.toEqual({ can: true });
      }
    });

    it("tells operations staff without the payment role why, on the menu page and the records", async () => {
      const denied = { can: false, reason: UTR_IMPORTERS_ONLY_REASON };
      const { provider } = setUp({ self: menu }, undefined, staff("OPS", ["ROLE_COLLECTION_USER"]));
      await expect(can(provider, ROUTES.utrImports, { path: ROUTES.utrImports })).resolves.toEqual(denied);
      for (const action of ["show", "create"])
        await expect(record(provider, action)).resolves.toEqual(denied);
    });

    it("refuses the page to a user whose menu does not hold it, whatever the roles", async () => {
      const { provider } = setUp({ self: [] }, undefined, staff("ADMIN", ["ROLE_ADMIN"]));
      await expect(can(provider, ROUTES.utrImports, { path: ROUTES.utrImports })).resolves.toEqual({
        can: false,
        reason: ACCESS_DENIED_REASON,
      });
    });
  });

  it("fails the check when the menu cannot be read", async () => {
    const { provider } = setUp({ self: [{ pageName: 1 }] as unknown as AccessEntry[] });
    await expect(can(provider, ROUTES.userProfile)).rejects.toThrow(
      "The menu from the server could not be read",
    );
  });
});
