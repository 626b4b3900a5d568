import "../../testing/match-media";
import type { PendingChange } from "@domain/api/pending-changes";
import { OWN_CHANGE_DECISION } from "@domain/api/pending-changes";
import type { DataProvider, HttpError } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestWrapper, fakeDataProvider, signedInAuthProvider } from "../../testing/test-wrapper";
import { pendingChangeFixture } from "./pending-change-fixture";
import { PendingChangePanel } from "./pending-change-panel";

afterEach(cleanup);

const change = pendingChangeFixture();

const LABELS = { programLimitPaise: "Programme limit", liabilityInterestDays: "Liability days" };

function mount(options: {
  userId: string;
  change?: PendingChange | null;
  custom?: DataProvider["custom"];
  canDecide?: boolean;
}) {
  const custom = vi.fn(options.custom ?? (async () => ({ data: { ...change, state: "APPROVED" } as never })));
  const onDecided = vi.fn();
  render(
    <TestWrapper
      dataProvider={{ ...fakeDataProvider().provider, custom: custom as DataProvider["custom"] }}
      authProvider={signedInAuthProvider({ id: options.userId, name: "Someone" })}
    >
      <PendingChangePanel
        change={options.change === undefined ? change : options.change}
        fieldLabels={LABELS}
        onDecided={onDecided}
        canDecide={options.canDecide}
      />
    </TestWrapper>,
  );
  return { custom, onDecided };
}

describe("the pending change panel", () => {
  it("shows nothing without a pending change", () => {
    mount({ userId: "u-checker", change: null });
    mount({ userId: "u-checker", change: { ...change, state: "APPROVED" } });
    expect(screen.queryByText("Change waiting for approval")).not.toBeInTheDocument();
  });

  it("shows the diff field by field, money in rupees, with who proposed it and when", async () => {
    mount({ userId: "u-checker" });
    const panel = screen.getByRole("region", { name: "Change waiting for approval" });
    expect(within(panel).getByText(/Proposed by/)).toHaveTextContent(
      "Proposed by Arjun Mehta on 20/11/2026 at 12:00 pm",
    );
    const limit = within(panel).getByRole("row", { name: /Programme limit/ });
    expect(limit).toHaveTextContent("Programme limit₹5,00,000→₹7,50,000");
    expect(within(panel).getByRole("row", { name: /Liability days/ })).toHaveTextContent("30→45");
    expect(await within(panel).findByRole("button", { name: "Approve change" })).toBeInTheDocument();
  });

  it("approves only once the checker confirms what will change, then tells the page", async () => {
    const { custom, onDecided } = mount({ userId: "u-checker" });
    await userEvent.click(await screen.findByRole("button", { name: "Approve change" }));
    const summary = await screen.findByRole("list", { name: "What the approval changes" });
    expect(summary).toHaveTextContent("Programme limit: ₹5,00,000 → ₹7,50,000");
    expect(summary).toHaveTextContent("Liability days: 30 → 45");
    expect(custom).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Yes, approve" }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledOnce());
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({ meta: { resource: "pending-changes", operation: "approve", id: "pc-1" } }),
    );
  });

  it("asks for a reason before rejecting, then sends it", async () => {
    const { custom, onDecided } = mount({ userId: "u-checker" });
    await userEvent.click(await screen.findByRole("button", { name: "Reject change" }));
    const form = screen.getByRole("form", { name: "Reject change" });
    await userEvent.click(within(form).getByRole("button", { name: "Reject change" }));
    expect(await within(form).findByText("Reason is required")).toBeInTheDocument();
    expect(custom).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText("Reason"), {
      target: { value: "Limit too high for this anchor" },
    });
    await userEvent.click(within(form).getByRole("button", { name: "Reject change" }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledOnce());
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({
        meta: { resource: "pending-changes", operation: "reject", id: "pc-1" },
        payload: { reason: "Limit too high for this anchor" },
      }),
    );
  }, 30_000);

  it("shows the server's refusal in words", async () => {
    const refusal: HttpError = { message: OWN_CHANGE_DECISION, statusCode: 403 };
    const { onDecided } = mount({
      userId: "u-checker",
      custom: async () => {
        throw refusal;
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Approve change" }));
    await userEvent.click(await screen.findByRole("button", { name: "Yes, approve" }));
    expect(await screen.findByText(OWN_CHANGE_DECISION)).toBeInTheDocument();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it("gives the proposer no buttons, and says another staff user decides", async () => {
    mount({ userId: "u-admin" });
    expect(
      await screen.findByText("You proposed this change: another staff user must approve or reject it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve change" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject change" })).not.toBeInTheDocument();
  });

  it("gives someone who cannot decide changes no buttons either", async () => {
    mount({ userId: "u-nbfc", canDecide: false });
    expect(
      await screen.findByText("A staff user who manages clients must approve or reject it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve change" })).not.toBeInTheDocument();
  });

  it.each([
    ["lendingType", "DEFAULT", "CO_LENDING", "Lending type", "Default→Co-lending"],
    ["accountType", "SAVINGS", "CASH CREDIT", "Account type", "Savings→Cash credit"],
    ["status", "Active", "InActive", "Status", "Active→Inactive"],
    ["status", "PENDING", "ON_HOLD_BY_BANK", "Status", "Pending→On hold by bank"],
  ])("shows the enum field %s by its domain labels, never its codes", (field, before, after, name, diff) => {
    mount({ userId: "u-checker", change: { ...change, changes: [{ field, before, after }] } });
    expect(screen.getByRole("row", { name: new RegExp(name) })).toHaveTextContent(`${name}${diff}`);
  });

  it("shows a free-text field's value as it was typed", () => {
    mount({
      userId: "u-checker",
      change: { ...change, changes: [{ field: "wfId", before: "WF_OLD", after: "WF_2" }] },
    });
    expect(screen.getByRole("row", { name: /Wf id/ })).toHaveTextContent("Wf idWF_OLD→WF_2");
  });
});
