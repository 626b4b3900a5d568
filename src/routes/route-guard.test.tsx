import type { AccessControlProvider } from "@refinedev/core";
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
