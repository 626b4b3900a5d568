import type { OperationPreview } from "@domain/api/pending-operations";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PreviewLines } from "./preview-lines";

afterEach(cleanup);

const preview = (amounts: number[], unappliedPaise = 0): OperationPreview => ({
  summary: "Manual payment",
  totalPaise: amounts.reduce((sum, amount) => sum + amount, 0),
  borrowerName: null,
  utr: null,
  lines: amounts.map((amountPaise, index) => ({
    label: `Instalment ${index + 1}`,
    reference: "LN-000006",
    amountPaise,
  })),
  unappliedPaise,
});

describe("an operation's preview lines", () => {
  it("show every amount with two decimals once one has paise", () => {
    render(<PreviewLines preview={preview([2786183, 2786180], 50000)} />);
    expect(screen.getByText("LN-000006 · Instalment 1: ₹27,861.83")).toBeInTheDocument();
    expect(screen.getByText("LN-000006 · Instalment 2: ₹27,861.80")).toBeInTheDocument();
    expect(screen.getByText("Unapplied (suspense): ₹500.00")).toBeInTheDocument();
  });

  it("show whole rupees when none has paise", () => {
    render(<PreviewLines preview={preview([100000, 250000])} />);
    expect(screen.getByText("LN-000006 · Instalment 2: ₹2,500")).toBeInTheDocument();
  });
});
