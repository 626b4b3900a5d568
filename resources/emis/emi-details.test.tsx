import type { EmiDetail } from "@domain/api/emis";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmiDetails } from "./emi-details";

const due = (overrides: Partial<EmiDetail>) =>
  ({
    id: "emi-1",
    trancheKind: "INVOICE",
    loanId: null,
    invoiceId: null,
    subventionInvoiceId: null,
    trancheRef: "INV-0007",
    installmentNumber: 1,
    borrowerName: "Gokul Dairy",
    lenderName: "Shree Finance Ltd",
    anchorName: "Gokul Dairy",
    dueDate: "2026-11-20",
    dpd: 0,
    status: "PENDING",
    principalDuePaise: 0,
    interestDuePaise: 133_151,
    penalDuePaise: 0,
    principalPaidPaise: 0,
    interestPaidPaise: 0,
    penalPaidPaise: 0,
    outstandingPaise: 133_151,
    writtenOffPaise: 0,
    presentation: null,
    presentedOn: null,
    returnCode: null,
    returnCodeLabel: null,
    retryAllowed: null,
    bounceCount: 0,
    rescheduleDate: null,
    paidOn: null,
    charges: [],
    allocations: [],
    timeline: [],
    allowedActions: [],
    ...overrides,
  }) as EmiDetail;

describe("An EMI's page", () => {
  it.each([
    ["an invoice's own due", { invoiceId: "inv-7" }, "INV-0007 · due"],
    [
      "an anchor's subvention",
      { trancheKind: "SUBVENTION", subventionInvoiceId: "inv-7" },
      "INV-0007 · subvention",
    ],
  ] as const)("links %s to the invoice", async (_, overrides, title) => {
    render(
      <TestWrapper api={fakeApi({})}>
        <EmiDetails emi={due(overrides)} />
      </TestWrapper>,
    );
    expect(await screen.findByRole("heading", { name: `${title} · Gokul Dairy` })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "INV-0007" })).toHaveAttribute("href", "/invoices/inv-7");
  });
});
