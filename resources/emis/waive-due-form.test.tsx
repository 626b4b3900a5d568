import type { EmiDetail } from "@domain/api/emis";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { WaiveDueForm } from "./waive-due-form";

// Owes ₹500.00 penal, ₹1,000.25 interest and ₹7,884.88 principal: ₹9,385.13 in all.
const EMI = {
  id: "emi-1",
  version: 4,
  penalDuePaise: 50_000,
  penalPaidPaise: 0,
  interestDuePaise: 100_025,
  interestPaidPaise: 0,
  principalDuePaise: 788_488,
  principalPaidPaise: 0,
  outstandingPaise: 938_513,
} as EmiDetail;
const WAIVE_URL = `${resolveEndpoint("emis", "one", EMI.id).url}/waive`;

describe("Waive", { timeout: 60_000 }, () => {
  it("defaults to the whole of the component, shows what the due owes after, and sends paise for approval", async () => {
    const preview = {
      summary: "Waive part of the interest of LN-000021 · EMI 3",
      totalPaise: 25,
      borrowerName: "Ravi Kumar",
      utr: null,
      lines: [{ label: "Interest waived", reference: "LN-000021 · EMI 3", amountPaise: 25 }],
      unappliedPaise: 0,
    };
    const api = fakeApi({ [`custom ${WAIVE_URL}`]: () => ({ data: { id: "op-1", preview } }) });
    render(
      <TestWrapper api={api}>
        <WaiveDueForm emi={EMI} />
      </TestWrapper>,
    );
    // Penal first (what the due owes first), all of it.
    expect(await screen.findByLabelText("Amount (₹)")).toHaveValue("500");
    expect(screen.getByText(/owes ₹0 of penal charges and ₹8,885\.13 in all/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("combobox", { name: "Component" }));
    await userEvent.click(
      await screen.findByText("Interest (₹1,000.25 owed)", { selector: ".ant-select-item-option-content" }),
    );
    await waitFor(() => expect(screen.getByLabelText("Amount (₹)")).toHaveValue("1000.25"));
    await userEvent.clear(screen.getByLabelText("Amount (₹)"));
    await userEvent.type(screen.getByLabelText("Amount (₹)"), "0.25");
    expect(screen.getByText(/owes ₹1,000 of interest and ₹9,384\.88 in all/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Send for approval" }));
    expect(await screen.findByText("Reason is required")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await userEvent.type(screen.getByLabelText("Reason"), "Rounding on the bank file");
    await userEvent.click(screen.getByRole("button", { name: "Send for approval" }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.params).toMatchObject({
      url: WAIVE_URL,
      payload: { component: "INTEREST", amountPaise: 25, reason: "Rounding on the bank file", version: 4 },
    });
    expect(
      await screen.findByText(
        "Waive part of the interest of LN-000021 · EMI 3: waiting for another staff user's approval",
      ),
    ).toBeInTheDocument();
  });
});
