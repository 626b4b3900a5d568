import type { LeadCount, LeadItem, LeadProfile } from "@domain/api/leads";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, TestWrapper } from "../invoices/test-wrapper";
import LeadManagementPage from "./list";

afterEach(cleanup);

const lead = (index: number): LeadItem => ({
  id: `lead-${index}`,
  name: `Contact ${index}`,
  mobile: "9731000000",
  email: null,
  businessName: `Business ${index}`,
  companyGst: "24AAACP0501A1Z5",
  companyCategory: "DAIRY",
  city: "Anand",
  state: "Gujarat",
  capitalNeededPaise: 12_50_000_00,
  stage: index === 0 ? "QUALIFIED" : "NEW",
  source: "ANCHOR_REFERRAL",
  anchorId: "a-1",
  anchorName: "Gokul Dairy Cooperative",
  merchantUserId: null,
  programmeId: null,
  programmeName: null,
  lenderName: null,
  version: 4,
  createdAt: "2025-04-02T05:00:00.000Z",
  updatedAt: "2025-04-05T05:00:00.000Z",
});

const counts: LeadCount = {
  total: 40,
  byStage: { NEW: 12, CONTACTED: 8, DOCUMENTS_PENDING: 6, QUALIFIED: 5, CONVERTED: 6, DROPPED: 3 },
};

const profile: LeadProfile = {
  ...lead(0),
  companyPan: "AAACP0501A",
  companyType: "Private Limited",
  companyAge: "3-5",
  turnover: "10_TO_50_LAKH",
  noOfEmployees: 12,
  dateOfIncorporation: "2020-06-15",
  businessAddress: "12, Market Yard Road",
  pincode: "388001",
  merchant: null,
  history: [
    { at: "2025-04-02T05:00:00.000Z", actorName: null, action: "capture", from: null, to: "NEW", note: null },
    {
      at: "2025-04-03T08:00:00.000Z",
      actorName: "Arjun Mehta",
      action: "contact",
      from: "NEW",
      to: "CONTACTED",
      note: "Called the owner",
    },
  ],
  allowedActions: ["requestDocuments", "drop"],
};

function setup() {
  const api = fakeApi({
    "getList leads": () => ({ data: [lead(0), lead(1)], total: 2 }),
    "custom leads.count": () => ({ data: counts }),
    "getOne leads": () => ({ data: profile }),
    "custom leads.stage": () => ({ data: { ...profile, stage: "DROPPED" } }),
  });
  render(
    <TestWrapper api={api}>
      <LeadManagementPage />
    </TestWrapper>,
  );
  return api;
}

describe("lead management", { timeout: 60_000 }, () => {
  it("shows the rows with INR amounts, DD/MM/YYYY dates and stage tags, and the counts on the stage tabs", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "Leads" });
    await within(table).findByText("Business 0");
    expect(within(table).getAllByText("₹12,50,000")).toHaveLength(2);
    expect(within(table).getAllByText("02/04/2025")).toHaveLength(2);
    expect(within(table).getByText("Qualified")).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "All (40)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Documents pending (6)" })).toBeInTheDocument();
  });

  it("asks for the first page of 10, newest first, and filters by the stage tab", async () => {
    const api = setup();
    await screen.findByText("Business 0");
    expect(api.calls.find((call) => call.method === "getList")?.params).toMatchObject({
      pagination: { currentPage: 1, pageSize: 10 },
      sorters: [{ field: "createdAt", order: "desc" }],
    });
    fireEvent.click(await screen.findByRole("tab", { name: "Qualified (5)" }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === "getList").at(-1)?.params.filters).toEqual([
        { field: "stage", operator: "eq", value: "QUALIFIED" },
      ]),
    );
  });

  it("opens the profile with its details and history, and moves the stage after confirmation", async () => {
    const api = setup();
    fireEvent.click(await screen.findByText("Business 0"));
    expect(await screen.findByText("AAACP0501A")).toBeInTheDocument();
    expect(screen.getByText("10-50 lakh")).toBeInTheDocument();
    expect(screen.getByText("Called the owner")).toBeInTheDocument();
    expect(screen.queryByText("Convert")).not.toBeInTheDocument();
    fireEvent.click(screen.getByText("Drop"));
    fireEvent.change(await screen.findByLabelText("Note"), { target: { value: "  Not interested now " } });
    fireEvent.click(await screen.findByText("Yes, move"));
    await waitFor(() =>
      expect(api.calls.find((call) => call.resource === "leads.stage")?.params).toEqual(
        expect.objectContaining({
          payload: { id: "lead-0", version: 4, action: "drop", note: "Not interested now" },
        }),
      ),
    );
  }, 20_000);
});
