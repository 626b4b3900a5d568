import "../../src/testing/match-media";
import type { PendingOperation } from "@domain/api/pending-operations";
import type { DataProvider } from "@refinedev/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TestWrapper, fakeDataProvider, signedInAuthProvider } from "@src/testing/test-wrapper";
import { OperationCard } from "./operation-card";

const operation: PendingOperation = {
  id: "op-1",
  kind: "MANUAL_PAYMENT",
  state: "PENDING",
  input: {},
  preview: {
    summary: "Payment against LN-000012",
    totalPaise: 2_786_183,
    borrowerName: "Meena Joshi",
    utr: "UTIB000123456",
    lines: [],
    unappliedPaise: 0,
  },
  proposedBy: "u-maker",
  proposedByName: "Omkar Patil",
  proposedAt: "2026-11-20T06:30:00.000Z",
  decidedByName: null,
  decidedAt: null,
  reason: null,
  receiptIds: [],
  results: null,
  canDecide: true,
  version: 1,
};

describe("a waiting money operation", () => {
  it("is approved only once the checker confirms its amount and what it posts", async () => {
    const custom = vi.fn(async () => ({ data: { ...operation, state: "APPROVED" } as never }));
    const onDone = vi.fn();
    render(
      <TestWrapper
        dataProvider={{ ...fakeDataProvider().provider, custom: custom as DataProvider["custom"] }}
        authProvider={signedInAuthProvider({ id: "u-checker", name: "Checker" })}
      >
        <OperationCard operation={operation} onDone={onDone} />
      </TestWrapper>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Approve manual payment of ₹27,861.83?")).toBeInTheDocument();
    expect(
      screen.getByText("Payment against LN-000012 for Meena Joshi: posted as previewed above."),
    ).toBeInTheDocument();
    expect(custom).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Yes, approve" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringMatching(/op-1\/approve$/) }),
    );
  });
});
