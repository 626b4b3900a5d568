import "@src/testing/match-media";
import type { DataProvider } from "@refinedev/core";
import type { PayoffQuote } from "@domain/api/payoff";
import { TestWrapper, fakeDataProvider } from "@src/testing/test-wrapper";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { businessDateAt } from "@domain/dates/business-date";
import { resolveOperation } from "@providers/data-provider/resolve-endpoint";
import { loanFixture } from "./loan-fixture";
import { PayoffTab } from "./payoff-tab";

afterEach(cleanup);

const QUOTE: PayoffQuote = {
  on: "2026-12-17",
  overduePenalPaise: 0,
  overdueInterestPaise: 0,
  overduePrincipalPaise: 0,
  principalPaise: 1_00_000_00,
  interestToDatePaise: 328_77,
  totalPaise: 1_00_328_77,
  interestNotDuePaise: 6_289_76,
  coolingOffUntil: null,
};

describe("the loan's payoff quote", () => {
  it("asks for today's figures and shows what closes the loan, and the later interest not charged", async () => {
    const base = fakeDataProvider();
    const custom = vi.fn(async () => ({ data: QUOTE as never }));
    const provider: DataProvider = { ...base.provider, custom: custom as DataProvider["custom"] };
    const loan = loanFixture({ status: "ACTIVE", disbursedOn: "2026-12-07" });
    render(
      <TestWrapper dataProvider={provider}>
        <PayoffTab loan={loan} />
      </TestWrapper>,
    );
    await screen.findByText("To close on 17/12/2026");
    const figures = screen.getByLabelText("Payoff quote");
    const [request] = custom.mock.calls[0] as unknown as [
      { meta: { resource: string; operation: string; id: string } },
    ];
    expect(request).toMatchObject({ method: "get", query: { on: businessDateAt(new Date()) } });
    const { resource, operation, id } = request.meta;
    const endpoint = resolveOperation(resource, operation, id);
    expect(endpoint.method).toBe("GET");
    expect(endpoint.url).toMatch(new RegExp(`/user/loans/${loan.id}/payoff$`));
    expect(within(figures).getByText("Interest to 17/12/2026")).toBeInTheDocument();
    expect(figures.textContent).toContain("Principal still to come₹1,00,000.00");
    expect(figures.textContent).toContain("₹328.77");
    expect(figures.textContent).toContain("To close on 17/12/2026₹1,00,328.77");
    expect(document.body.textContent).toContain(
      "A payment of this amount on 17/12/2026 closes the loan. Interest of the later periods, ₹6,289.76, is not charged",
    );
  });

  it("names a quote within the cooling-off an exit at the APR for the days held", async () => {
    const base = fakeDataProvider();
    const exit = { ...QUOTE, on: "2026-12-09", interestToDatePaise: 78_14, coolingOffUntil: "2026-12-10" };
    const custom = vi.fn(async () => ({ data: exit as never }));
    const provider: DataProvider = { ...base.provider, custom: custom as DataProvider["custom"] };
    const loan = loanFixture({ status: "ACTIVE", disbursedOn: "2026-12-07", aprPercent: "14.26" });
    render(
      <TestWrapper dataProvider={provider}>
        <PayoffTab loan={loan} />
      </TestWrapper>,
    );
    await screen.findByText("Cooling-off exit, until 10/12/2026");
    const figures = screen.getByLabelText("Payoff quote");
    expect(within(figures).getByText("APR of 14.26% to 09/12/2026")).toBeInTheDocument();
    expect(within(figures).queryByText(/^Interest to/)).toBeNull();
    expect(document.body.textContent).toContain("without any penalty");
  });
});
