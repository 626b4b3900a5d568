import { ROUTES } from "@domain/routes";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TestWrapper, fakeDataProvider } from "../testing/test-wrapper";
import { lenderOptions, useLenderList } from "./lender-select";

afterEach(cleanup);

const LENDERS = [
  { id: "l-1", name: "Shree Finance Ltd" },
  { id: "l-2", name: "Deccan Credit Ltd" },
];

function LenderNames() {
  const { lenders, enabled } = useLenderList();
  return <p>{enabled ? lenders.map((lender) => lender.name).join(", ") || "none yet" : "not loaded here"}</p>;
}

describe("the lender select", () => {
  it("starts with 'Select Lender' (empty value), then 'All' (a single space), then the lenders", () => {
    expect(lenderOptions(LENDERS)).toEqual([
      { label: "Select Lender", value: "" },
      { label: "All", value: " " },
      { label: "Shree Finance Ltd", value: "l-1" },
      { label: "Deccan Credit Ltd", value: "l-2" },
    ]);
    expect(lenderOptions([])).toHaveLength(2);
  });

  it("loads the lender list outside the first route group", async () => {
    const data = fakeDataProvider({ lenders: LENDERS });
    render(
      <TestWrapper url="/admin/loans" dataProvider={data.provider} resources={[{ name: "lenders" }]}>
        <LenderNames />
      </TestWrapper>,
    );
    await screen.findByText("Shree Finance Ltd, Deccan Credit Ltd");
    expect(data.calls).toEqual([
      expect.objectContaining({
        method: "getList",
        resource: "lenders",
        params: expect.objectContaining({ pagination: expect.objectContaining({ mode: "off" }) }),
      }),
    ]);
  });

  it("never asks for it on the admin and merchant pages of the first route group", async () => {
    const data = fakeDataProvider({ lenders: LENDERS });
    render(
      <TestWrapper
        url={ROUTES.clientManagement}
        dataProvider={data.provider}
        resources={[{ name: "lenders" }]}
      >
        <LenderNames />
      </TestWrapper>,
    );
    await screen.findByText("not loaded here");
    await waitFor(() => expect(data.calls).toEqual([]));
  });
});
