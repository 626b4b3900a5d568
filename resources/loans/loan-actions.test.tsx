import "@src/testing/match-media";
import type { DataProvider } from "@refinedev/core";
import { TestWrapper, fakeDataProvider } from "@src/testing/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WRITE_OFF_NEEDS_APPROVAL } from "@domain/api/loans";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { LoanActions } from "./loan-actions";
import { loanFixture } from "./loan-fixture";
import { percentText } from "./percent-text";

afterEach(cleanup);

function api() {
  const base = fakeDataProvider();
  const custom = vi.fn(async () => ({ data: loanFixture() as never }));
  const provider: DataProvider = { ...base.provider, custom: custom as DataProvider["custom"] };
  return { provider, custom };
}

describe("the loan's actions", () => {
  it("shows an action refused to this user disabled, with the reason", async () => {
    const data = api();
    const reason = "You prepared this KFS; another user must sanction it";
    render(
      <TestWrapper dataProvider={data.provider}>
        <LoanActions
          loan={loanFixture({ allowedActions: ["reject"], refusedActions: [{ action: "sanction", reason }] })}
        />
      </TestWrapper>,
    );
    const sanction = screen.getByRole("button", { name: "Sanction" });
    expect(sanction).toBeDisabled();
    expect(sanction).toHaveAttribute("title", reason);
    await userEvent.hover(sanction.parentElement as HTMLElement);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(reason);
  });

  it(
    "rejects with one of the spec's reasons and a note, at the version read",
    { timeout: 30_000 },
    async () => {
      const data = api();
      const loan = loanFixture({ allowedActions: ["reject", "sanction"] });
      render(
        <TestWrapper dataProvider={data.provider}>
          <LoanActions loan={loan} />
        </TestWrapper>,
      );
      await userEvent.click(screen.getByRole("button", { name: "Reject" }));
      const dialog = await screen.findByRole("dialog");
      await userEvent.click(screen.getByRole("button", { name: "Reject loan" }));
      expect(await screen.findByText("Reason is required")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("combobox", { name: "Reason" }));
      await userEvent.click(
        await screen.findByText("Credit limit exceeded", { selector: ".ant-select-item-option-content" }),
      );
      fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Programme limit used up" } });
      await userEvent.click(screen.getByRole("button", { name: "Reject loan" }));
      await waitFor(() => expect(data.custom).toHaveBeenCalledOnce());
      expect(data.custom).toHaveBeenCalledWith(
        expect.objectContaining({
          url: `/user/loans/${loan.id}/actions/reject`,
          method: "post",
          payload: { version: 3, reason: "Credit limit exceeded", note: "Programme limit used up" },
        }),
      );
      // Done: the dialog closes.
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    },
  );
});

describe("the loan's write-off", () => {
  it("is proposed with a reason for a second staff user's approval, never taken at once", async () => {
    const base = fakeDataProvider();
    const preview = {
      summary: "Write off LN-000042 (the dues stay owing and recoverable): Borrower absconding",
      totalPaise: 10_660_000,
      borrowerName: "Ravi Kumar",
      utr: null,
      lines: [],
      unappliedPaise: 0,
    };
    const custom = vi.fn(async () => ({ data: { id: "op-1", preview } as never }));
    const provider: DataProvider = { ...base.provider, custom: custom as DataProvider["custom"] };
    const loan = loanFixture({
      status: "ACTIVE",
      refusedActions: [{ action: "writeOff", reason: WRITE_OFF_NEEDS_APPROVAL }],
    });
    render(
      <TestWrapper dataProvider={provider}>
        <LoanActions loan={loan} />
      </TestWrapper>,
    );
    expect(screen.queryByRole("button", { name: "Write off" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Propose write-off" }));
    await screen.findByRole("dialog");
    await userEvent.click(screen.getByRole("button", { name: "Send for approval" }));
    expect(await screen.findByText("Reason is required")).toBeInTheDocument();
    expect(custom).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Borrower absconding" } });
    await userEvent.click(screen.getByRole("button", { name: "Send for approval" }));
    await waitFor(() => expect(custom).toHaveBeenCalledOnce());
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `${resolveEndpoint("loans", "one", loan.id).url}/write-off`,
        method: "post",
        payload: { reason: "Borrower absconding", version: loan.version },
      }),
    );
    expect(
      await screen.findByText(`${preview.summary}: waiting for another staff user's approval`),
    ).toBeInTheDocument();
  }, 30_000);
});

describe("percentText", () => {
  it("keeps two decimals and drops the stored zeros beyond them", () => {
    expect(["17.4500", "17.45", "2", "18.0000", "12.125"].map(percentText)).toEqual([
      "17.45%",
      "17.45%",
      "2%",
      "18.00%",
      "12.125%",
    ]);
  });
});
