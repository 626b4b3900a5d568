import "@src/testing/match-media";
import type { DataProvider } from "@refinedev/core";
import { TestWrapper, fakeDataProvider } from "@src/testing/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveOperation } from "@providers/data-provider/resolve-endpoint";
import { loanFixture } from "./loan-fixture";
import { SameBorrower } from "./same-borrower";

afterEach(cleanup);

const OTHER = { id: "0b6f7c1e-1111-4a2b-9c3d-000000000009", loanNumber: "LN-000009", status: "ACTIVE" };

function api() {
  const base = fakeDataProvider();
  const custom = vi.fn(async () => ({ data: loanFixture() as never }));
  const provider: DataProvider = { ...base.provider, custom: custom as DataProvider["custom"] };
  return { provider, custom };
}

describe("the loan's borrower", () => {
  it("lists the same borrower's other loans as links, with no correction for a reader", () => {
    const loan = loanFixture({ kind: "INDIVIDUAL", borrowerIdentityId: "b-1", sameBorrowerLoans: [OTHER] });
    render(
      <TestWrapper dataProvider={api().provider}>
        <SameBorrower loan={loan} />
      </TestWrapper>,
    );
    expect(screen.getByRole("link", { name: "LN-000009" })).toHaveAttribute("href", `/loans/${OTHER.id}`);
    expect(screen.queryByRole("button", { name: /Merge/ })).toBeNull();
  });

  it("lets staff merge it with another loan's borrower, with a reason, at the version read", async () => {
    const data = api();
    const loan = loanFixture({ kind: "INDIVIDUAL", borrowerIdentityId: "b-1", canChangeBorrower: true });
    render(
      <TestWrapper dataProvider={data.provider}>
        <SameBorrower loan={loan} />
      </TestWrapper>,
    );
    expect(screen.getByText("No other loan")).toBeInTheDocument();
    // Alone, it has nothing to split from.
    expect(screen.queryByRole("button", { name: "Split off…" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Merge with a loan…" }));
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Loan number of the same borrower"), {
      target: { value: "LN-000009" },
    });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Same PAN on the KYC" } });
    await userEvent.click(screen.getByRole("button", { name: "Merge" }));
    await waitFor(() => expect(data.custom).toHaveBeenCalledOnce());
    const [call] = data.custom.mock.calls[0] as unknown as [
      { method: string; payload: object; meta: { resource: string; operation: string; id: string } },
    ];
    expect(call).toMatchObject({
      method: "post",
      payload: {
        version: loan.version,
        action: "MERGE",
        withLoanNumber: "LN-000009",
        reason: "Same PAN on the KYC",
      },
    });
    const endpoint = resolveOperation(call.meta.resource, call.meta.operation, call.meta.id);
    expect(endpoint).toMatchObject({
      method: "POST",
      url: expect.stringMatching(/\/user\/loans\/.+\/borrower$/),
    });
  });
});
