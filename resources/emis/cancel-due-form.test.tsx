import type { EmiDetail } from "@domain/api/emis";
import { resolveEndpoint } from "@providers/data-provider/resolve-endpoint";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CancelDueForm } from "./cancel-due-form";

const EMI = { id: "emi-1", version: 4, outstandingPaise: 3_105_871 } as EmiDetail;
const CANCEL_URL = `${resolveEndpoint("emis", "one", EMI.id).url}/cancel`;

describe("Cancel EMI", { timeout: 60_000 }, () => {
  it("says the due stays owed until approved, needs a reason, and sends it for approval", async () => {
    const preview = {
      summary: "Cancel LN-000021 · EMI 3",
      totalPaise: -3_105_871,
      borrowerName: "Ravi Kumar",
      utr: null,
      lines: [{ label: "Principal removed", reference: "LN-000021", amountPaise: -3_105_871 }],
      unappliedPaise: 0,
    };
    const filed = { id: "op-1", preview };
    const api = fakeApi({ [`custom ${CANCEL_URL}`]: () => ({ data: filed }) });
    render(
      <TestWrapper api={api}>
        <CancelDueForm emi={EMI} />
      </TestWrapper>,
    );
    expect(
      await screen.findByText(
        /Until then the ₹31,058\.71 outstanding stays owed and keeps counting days past due/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send for approval" }));
    expect(await screen.findByText("Reason is required")).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await userEvent.type(screen.getByLabelText("Reason"), "Raised twice by the bank file");
    await userEvent.click(screen.getByRole("button", { name: "Send for approval" }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.params).toMatchObject({
      url: CANCEL_URL,
      payload: { reason: "Raised twice by the bank file", version: 4 },
    });
    expect(
      await screen.findByText("Cancel LN-000021 · EMI 3: waiting for another staff user's approval"),
    ).toBeInTheDocument();
  });
});
