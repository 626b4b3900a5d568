import type { Identity } from "@domain/api/auth";
import { fakeApi, invoiceFixture, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApprovalTab } from "./approval-tab";

afterEach(cleanup);

const ROWS = [
  invoiceFixture(1, { status: "Verified", version: 4 }),
  invoiceFixture(2, { status: "Verified", version: 7, actualPaymentPaise: 5_050_000 }),
  invoiceFixture(3, { status: "Initiated" }),
];

const ANCHOR: Identity = {
  id: "u-anchor",
  name: "Ramesh Desai",
  email: "anchor@demo.in",
  userType: "ANCHOR",
  roles: ["ROLE_USER"],
  kind: "MERCHANT",
  lenderId: null,
  anchorId: "a-1",
};

function setup(identity?: Identity) {
  const api = fakeApi({
    "getList invoices": () => ({ data: ROWS, total: ROWS.length }),
    "custom invoices.approve": (params) => {
      const body = params.payload as { id: string };
      if (body.id === "inv-2") throw { message: "Credit limit exceeded", statusCode: 409 };
      return { data: { ...ROWS[0], status: "Approved" } };
    },
  });
  render(
    <TestWrapper api={api} {...(identity ? { identity } : {})}>
      <ApprovalTab variant="approval" />
    </TestWrapper>,
  );
  return api;
}

/** The table row of an invoice (found by text: role queries over a whole antd table are slow in jsdom). */
const rowOf = (number: string) => screen.getByText(number).closest("tr") as HTMLElement;
const checkboxOf = (number: string) =>
  rowOf(number).querySelector("input[type=checkbox]") as HTMLInputElement;

describe("bulk approval on the payment-approval tab", { timeout: 60_000 }, () => {
  it("approves the selected Verified invoices after one confirmation and lists the failures", async () => {
    const api = setup();
    await screen.findByText("INV-0003", undefined, { timeout: 15_000 });
    expect(checkboxOf("INV-0003")).toBeDisabled();

    fireEvent.click(checkboxOf("INV-0001"));
    fireEvent.click(checkboxOf("INV-0002"));
    fireEvent.click(await screen.findByText("Approve selected"));
    // ₹1,20,000 + ₹50,500: what is paid out for the two of them.
    expect(await screen.findByText("Approve payment of ₹1,70,500 for 2 invoices?")).toBeInTheDocument();
    fireEvent.click(screen.getByText("Yes, approve all"));

    expect(await screen.findByText("1 of 2 invoices approved", undefined, { timeout: 15_000 })).toBeVisible();
    expect(
      within(screen.getByRole("list", { name: "Not approved" })).getByRole("listitem"),
    ).toHaveTextContent("INV-0002: Credit limit exceeded");
    const approvals = api.calls.filter((call) => call.resource === "invoices.approve");
    expect(approvals.map((call) => call.params.payload)).toEqual([
      { id: "inv-1", version: 4 },
      { id: "inv-2", version: 7 },
    ]);
    await waitFor(() => expect(screen.queryByText("Approve selected")).toBeNull());
  });

  it("offers anchors no selection and no bulk approval (anchors never approve)", async () => {
    setup(ANCHOR);
    await screen.findByText("INV-0003", undefined, { timeout: 15_000 });
    await waitFor(() => expect(checkboxOf("INV-0001")).toBeNull());
    expect(screen.queryByText("Approve selected")).toBeNull();
  });

  it("keeps the selection across pages and approves every selected invoice", async () => {
    const all = Array.from({ length: 12 }, (_, n) => invoiceFixture(n + 1, { status: "Verified" }));
    const api = fakeApi({
      "getList invoices": (params) => {
        const { currentPage = 1, pageSize = 10 } =
          (params.pagination as { currentPage?: number; pageSize?: number }) ?? {};
        return { data: all.slice((currentPage - 1) * pageSize, currentPage * pageSize), total: all.length };
      },
      "custom invoices.approve": () => ({ data: { ...all[0], status: "Approved" } }),
    });
    render(
      <TestWrapper api={api}>
        <ApprovalTab variant="approval" />
      </TestWrapper>,
    );
    await screen.findByText("INV-0001", undefined, { timeout: 15_000 });
    fireEvent.click(checkboxOf("INV-0001"));
    fireEvent.click(screen.getByTitle("2"));
    await screen.findByText("INV-0011", undefined, { timeout: 15_000 });
    fireEvent.click(checkboxOf("INV-0011"));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    fireEvent.click(await screen.findByText("Approve selected"));
    expect(await screen.findByText("Approve payment of ₹2,40,000 for 2 invoices?")).toBeInTheDocument();
    fireEvent.click(screen.getByText("Yes, approve all"));
    expect(await screen.findByText("2 of 2 invoices approved", undefined, { timeout: 15_000 })).toBeVisible();
    const approved = api.calls.filter((call) => call.resource === "invoices.approve");
    expect(approved.map((call) => (call.params.payload as { id: string }).id)).toEqual(["inv-1", "inv-11"]);
  });
});
