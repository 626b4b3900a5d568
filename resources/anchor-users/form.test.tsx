import { BANKS_NEED_USER } from "@domain/api/anchor-users";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AnchorUserForm } from "./form";

afterEach(cleanup);

/** antd renders a field's message after its motion; on a busy machine that takes more than a second. */
const SLOW = { timeout: 10_000 };

const ANCHOR_ID = "5a1d0c9e-2b7f-4c3a-9d8e-1f2a3b4c5d6e";
// The API takes UUIDs for the user and its bank accounts; the form checks that before sending.
const USER_ID = "7f1c7a52-5d7e-4a43-9d1f-0b6a3f0c1e11";
const BANK_ID = "0d9b3c3e-2f4a-4c8e-9a51-6c2b8e7d4f22";
const merchant = { id: USER_ID, name: "Ravi Patil", mobile: "9811000001", kind: "MERCHANT" };

function setup() {
  const api = fakeApi({
    "getOne anchors": () => ({ data: { id: ANCHOR_ID, name: "Gokul Dairy Cooperative" } }),
    "getList users": () => ({ data: [merchant], total: 1 }),
    "custom anchor-users.bankAccounts": () => ({
      data: [
        {
          id: BANK_ID,
          accountNumber: "123456789012",
          ifsc: "SBIN0000001",
          bankName: "State Bank of India",
          accountHolderName: "Ravi Patil",
          isPrimary: true,
        },
      ],
    }),
    "create anchor-users": (params) => ({ data: { id: "au-1", ...(params.variables as object) } }),
  });
  render(
    <TestWrapper api={api}>
      <AnchorUserForm anchorId={ANCHOR_ID} />
    </TestWrapper>,
  );
  return api;
}

describe("the anchor user form", { timeout: 60_000 }, () => {
  it("fixes the anchor, and shows the spec's messages", async () => {
    setup();
    await waitFor(() => expect(screen.getByLabelText("Anchor")).toHaveValue("Gokul Dairy Cooperative"));
    expect(screen.getByLabelText("Anchor")).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Mobile"), { target: { value: "98110" } });
    fireEvent.click(screen.getByRole("button", { name: "Add anchor user" }));
    expect(await screen.findByText("Phone number should be 10 digits", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText("Average Monthly Collection is required")).toBeInTheDocument();
  });

  it("offers the bank accounts only once a user is chosen, then those of that user", async () => {
    const api = setup();
    expect(screen.getByText(BANKS_NEED_USER)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getAllByRole("combobox", { name: "User" })[0]!);
    fireEvent.click(await screen.findByTitle("Ravi Patil (9811000001)", {}, SLOW));
    await waitFor(() => expect(screen.queryByText(BANKS_NEED_USER)).not.toBeInTheDocument(), SLOW);
    fireEvent.mouseDown(screen.getByLabelText("Bank Accounts"));
    fireEvent.click(await screen.findByTitle("State Bank of India ····9012 (primary)", {}, SLOW));
    fireEvent.change(screen.getByLabelText("Mobile"), { target: { value: "9811000100" } });
    fireEvent.change(screen.getByLabelText("Average Monthly Collection"), { target: { value: "1250.5" } });
    fireEvent.change(screen.getByLabelText("Vintage"), { target: { value: "24" } });
    fireEvent.click(screen.getByRole("button", { name: "Add anchor user" }));
    await waitFor(
      () =>
        expect(api.calls.find((call) => call.method === "create")?.params.variables).toMatchObject({
          anchorId: ANCHOR_ID,
          mobile: "9811000100",
          userId: USER_ID,
          bankIds: [BANK_ID],
          avgMonthCollection: 1250.5,
          vintage: 24,
          onboardingFlow: "default",
        }),
      SLOW,
    );
    const bankCall = api.calls.find((call) => call.resource === "anchor-users.bankAccounts");
    expect(bankCall?.params).toMatchObject({ query: { userId: USER_ID } });
  });
});
