import type { AccessEntry } from "@domain/api/access";
import type { Identity } from "@domain/api/auth";
import type { CollectionItem } from "@domain/api/collections";
import { ROUTES } from "@domain/routes";
import { createAccessControlProvider } from "@providers/access-control-provider";
import type { HttpClient } from "@providers/http-client";
import { fakeApi } from "@resources/invoices/test-wrapper";
import type { AccessControlProvider, CanReturnType } from "@refinedev/core";
import { RouteGuard } from "@src/routes/route-guard";
import { signedInAuthProvider, TestWrapper } from "@src/testing/test-wrapper";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collectionResource } from "./index";
import CollectionListPage from "./list";
import CollectionPaymentsPage from "./payments";

afterEach(cleanup);

const identity = (overrides: Partial<Identity>): Identity => ({
  id: "u-1",
  name: "Someone",
  email: "someone@demo.in",
  userType: "USER",
  roles: [],
  kind: "MERCHANT",
  lenderId: null,
  anchorId: null,
  ...overrides,
});

/** As the demo accounts: merchant@demo.in, anchor@demo.in and payments@demo.in. */
const MERCHANT = identity({ userType: "USER", kind: "MERCHANT" });
const ANCHOR = identity({ userType: "ANCHOR", kind: "MERCHANT", anchorId: "a-1" });
const PAYMENTS = identity({ userType: "OPS", kind: "ADMIN", roles: ["ROLE_PAYMENT_USER"] });

const collection: CollectionItem = {
  id: "c-1",
  receiptNumber: "RCPT-000001",
  channel: "MANUAL_PAYMENT",
  status: "INITIATED",
  lenderId: "l-1",
  lenderName: "Shree Finance Ltd",
  anchorId: "a-1",
  anchorName: "Gokul Dairy Cooperative",
  borrowerUserId: "u-1",
  borrowerName: "Asha Traders",
  loanId: "loan-1",
  invoiceId: null,
  bulkId: null,
  utr: "UTR0000000001",
  amountPaise: 1_000_00,
  unappliedPaise: 0,
  receivedOn: "2026-11-02",
  utrDate: "2026-11-02",
  nachDate: null,
  reversesId: null,
  reversedById: null,
  createdAt: "2026-11-02T05:00:00.000Z",
  version: 1,
};

/**
 * The portal's own access-control provider for a user whose menu holds the Collections page; `answers`
 * collects each of its decisions, so a test knows when the screen has heard them all.
 */
function portalAs(who: Identity, url: string, children: ReactNode) {
  const menu: AccessEntry[] = [
    {
      pageName: ROUTES.collections,
      title: "Collections",
      img: "",
      imageName: "",
      userType: who.userType,
      userConfigForAnchor: false,
    },
  ];
  const http: HttpClient = { request: vi.fn(async () => menu as never), upload: vi.fn(), download: vi.fn() };
  const portal = createAccessControlProvider({
    http,
    queryClient: new QueryClient(),
    userId: () => undefined,
    identity: async () => who,
  });
  const answers: CanReturnType[] = [];
  const accessControlProvider: AccessControlProvider = {
    ...portal,
    can: async (params) => {
      const answer = await portal.can(params);
      answers.push(answer);
      return answer;
    },
  };
  const api = fakeApi({ "getList collections": () => ({ data: [collection], total: 1 }) });
  render(
    <TestWrapper
      url={url}
      dataProvider={api.provider}
      authProvider={signedInAuthProvider(who)}
      accessControlProvider={accessControlProvider}
      resources={[collectionResource]}
    >
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </TestWrapper>,
  );
  return { api, answers };
}

const STAFF_BUTTONS = [
  "Cancel selected (0)",
  "Pause selected (0)",
  "Settle selected (0)",
  "Cancel all matching",
  "Pause all matching",
  "Settle all matching",
  "Approvals",
  "Enter payment",
];

describe("the collection manager's staff actions", { timeout: 60_000 }, () => {
  it.each([
    ["a merchant", MERCHANT],
    ["an anchor", ANCHOR],
  ])("are not offered to %s: no bulk action, selection, Approvals or Enter payment", async (_who, who) => {
    const { answers } = portalAs(who, ROUTES.collections, <CollectionListPage />);
    expect(await screen.findByText("RCPT-000001", undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(3));
    for (const name of STAFF_BUTTONS) expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("are offered to a payments user (operations staff with the payment role)", async () => {
    portalAs(PAYMENTS, ROUTES.collections, <CollectionListPage />);
    expect(await screen.findByText("RCPT-000001", undefined, { timeout: 15_000 })).toBeInTheDocument();
    for (const name of STAFF_BUTTONS) expect(await screen.findByRole("button", { name })).toBeInTheDocument();
    expect(screen.getAllByRole("checkbox").length).toBeGreaterThan(0);
  });
});

describe("payment entry (/collections/payments)", { timeout: 60_000 }, () => {
  const paymentsRoute = (
    <RouteGuard resource="collections" action="create">
      <CollectionPaymentsPage />
    </RouteGuard>
  );

  it("shows a merchant the access-denied page, not the staff form, and sends nothing", async () => {
    const { api } = portalAs(MERCHANT, "/collections/payments", paymentsRoute);
    expect(await screen.findByText("Access denied", undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText("Enter payment")).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Manual payment" })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows a payments user the payment forms", async () => {
    portalAs(PAYMENTS, "/collections/payments", paymentsRoute);
    expect(
      await screen.findByRole("tab", { name: "Manual payment" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Access denied")).not.toBeInTheDocument();
  });
});
