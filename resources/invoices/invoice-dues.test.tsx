import type { EmiItem } from "@domain/api/emis";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InvoiceDues } from "./invoice-dues";

const due = (overrides: Partial<EmiItem>) =>
  ({
    id: "emi-own",
    trancheKind: "INVOICE",
    trancheRef: "INV-0007",
    installmentNumber: 1,
    borrowerName: "Meena Joshi",
    dueDate: "2026-12-20",
    principalDuePaise: 9_000_000,
    interestDuePaise: 133_150,
    outstandingPaise: 9_133_150,
    status: "PENDING",
    ...overrides,
  }) as EmiItem;

describe("An invoice's dues", () => {
  it("shows what the borrower repays and the anchor's subvention, each linking to its due", async () => {
    render(
      <TestWrapper api={fakeApi({})}>
        <InvoiceDues
          dues={[
            due({}),
            due({
              id: "emi-anchor",
              trancheKind: "SUBVENTION",
              borrowerName: "Gokul Dairy",
              dueDate: "2026-11-20",
              principalDuePaise: 0,
              interestDuePaise: 133_151,
              outstandingPaise: 0,
              status: "COMPLETED",
            }),
          ]}
        />
      </TestWrapper>,
    );
    const own = (await screen.findByRole("link", { name: "INV-0007 · due" })).closest("tr")!;
    expect(within(own).getByText("Borrower: Meena Joshi")).toBeInTheDocument();
    expect(within(own).getByText("₹1,331.50")).toBeInTheDocument();
    const anchor = screen.getByRole("link", { name: "INV-0007 · subvention" }).closest("tr")!;
    expect(screen.getByRole("link", { name: "INV-0007 · subvention" })).toHaveAttribute(
      "href",
      "/emis/emi-anchor",
    );
    expect(within(anchor).getByText("Anchor: Gokul Dairy")).toBeInTheDocument();
    expect(within(anchor).getByText("₹1,331.51")).toBeInTheDocument();
    expect(within(anchor).getByText("Completed")).toBeInTheDocument();
  });
});
