import type { AccessEntry } from "@domain/api/access";
import { ROUTES } from "@domain/routes";
import { createAccessControlProvider } from "@providers/access-control-provider";
import type { HttpClient } from "@providers/http-client";
import InvoiceCreatePage from "@resources/invoices/create";
import { fakeApi } from "@resources/invoices/test-wrapper";
import type { AccessControlProvider } from "@refinedev/core";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestWrapper } from "../testing/test-wrapper";
import { RouteGuard } from "./route-guard";

afterEach(cleanup);

function guardedPage(can: boolean) {
  const provider: AccessControlProvider = { can: vi.fn(async () => ({ can })) };
  render(
    <TestWrapper url="/admin/kyc?userId=m-1" accessControlProvider={provider}>
      <Suspense fallback={<p>loading</p>}>
        <RouteGuard path="/admin/kyc">
          <p>KYC page</p>
        </RouteGuard>
      </Suspense>
    </TestWrapper>,
  );
  return provider;
}

describe("the route guard", () => {
  it("shows the page when the route is in the menu, asking for the carried user's access", async () => {
    const provider = guardedPage(true);
    expect(await screen.findByText("KYC page")).toBeInTheDocument();
    expect(provider.can).toHaveBeenCalledWith(
      expect.objectContaining({
        resource: "admin/kyc",
        action: "list",
        params: expect.objectContaining({ path: "/admin/kyc", userId: "m-1" }),
      }),
    );
  });

  it("shows the access-denied page, not a blank one, when it is not", async () => {
    guardedPage(false);
    expect(await screen.findByText("Access denied")).toBeInTheDocument();
    expect(screen.queryByText("KYC page")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to my own portal" })).toBeInTheDocument();
  });
});

const menuEntry = (pageName: string, userType: string): AccessEntry => ({
  pageName,
  title: pageName,
  img: "",
  imageName: "",
  userType,
  userConfigForAnchor: false,
});

/** The new-invoice route as the portal mounts it, for a user with this menu (the real access-control provider). */
function newInvoiceFor(menu: AccessEntry[]) {
  const http: HttpClient = { request: vi.fn(async () => menu as never), upload: vi.fn(), download: vi.fn() };
  const accessControlProvider = createAccessControlProvider({
    http,
    queryClient: new QueryClient(),
    userId: () => undefined,
    identity: async () => null,
  });
  const api = fakeApi({ "getList suppliers": () => ({ data: [], total: 0 }) });
  render(
    <TestWrapper
      url="/invoices/new"
      dataProvider={api.provider}
      accessControlProvider={accessControlProvider}
    >
      <Suspense fallback={<p>loading</p>}>
        <RouteGuard resource="invoices" action="create">
          <InvoiceCreatePage />
        </RouteGuard>
      </Suspense>
    </TestWrapper>,
  );
  return api;
}

describe("an invoice page outside the user's rights", { timeout: 30_000 }, () => {
  it("shows a merchant Access denied on /invoices/new, with no form and no data request", async () => {
    const api = newInvoiceFor([
      menuEntry(ROUTES.merchantDashboard, "USER"),
      menuEntry(ROUTES.retailerInvoices, "USER"),
    ]);
    expect(await screen.findByText("Access denied")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.queryByText("Supplier invoice")).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows the anchor the invoice form", async () => {
    const api = newInvoiceFor([menuEntry(ROUTES.invoices, "ANCHOR")]);
    expect(await screen.findByText("Supplier invoice", undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText("Access denied")).not.toBeInTheDocument();
    expect(api.calls.length).toBeGreaterThan(0);
  });
});
