import "@src/testing/match-media";
import type { ProgrammeDetail } from "@domain/api/programmes";
import { SPEC_MESSAGES } from "@domain/schemas/form-messages";
import type { DataProvider } from "@refinedev/core";
import { TestWrapper, fakeDataProvider, signedInAuthProvider } from "@src/testing/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pendingChangeFixture } from "@src/components/pending-change/pending-change-fixture";
import { programmeFixture } from "./programme-fixture";
import { ProgrammeEditForm } from "./programme-edit-form";
import { LOCKED_WHILE_PENDING } from "./programme-fields";
import { programmeFormValues, savedMessage } from "./programme-values";
import ProgrammeShowPage from "./show";

afterEach(cleanup);

const admin = { id: "u-admin", name: "Arjun Mehta", kind: "ADMIN", userType: "ADMIN", roles: ["ROLE_ADMIN"] };

function api(programme: ProgrammeDetail) {
  const base = fakeDataProvider({ programmes: [programme] });
  const update = vi.fn(async () => ({ data: programme as never }));
  const provider: DataProvider = { ...base.provider, update };
  return { provider, update };
}

function renderShowPage(programme: ProgrammeDetail) {
  render(
    <TestWrapper
      url="/programmes/p-1"
      path="/programmes/:id"
      dataProvider={api(programme).provider}
      authProvider={signedInAuthProvider(admin)}
      resources={[{ name: "programmes" }]}
    >
      <ProgrammeShowPage />
    </TestWrapper>,
  );
}

describe("the programme page", () => {
  it("names the anchor with a link, shows limit used and available, and every field", async () => {
    const programme = programmeFixture();
    renderShowPage(programme);
    const limits = await screen.findByLabelText("Limit");
    expect(limits).toHaveTextContent(
      "Programme limit₹50,00,000Limit used₹12,34,567Limit available₹37,65,433",
    );
    expect(screen.getByRole("link", { name: "Gokul Dairy Cooperative" })).toHaveAttribute(
      "href",
      "/admin/client-management/anchors/a-1",
    );
    expect(screen.getByText("Maharashtra, Gujarat")).toBeInTheDocument();
    expect(screen.getByText("30 days")).toBeInTheDocument();
    expect(screen.queryByText("Change waiting for approval")).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /Edit programme/ })).toBeInTheDocument();
  });

  it("shows a limit change waiting for approval as before → after in rupees", async () => {
    const programme = programmeFixture({
      pendingChange: pendingChangeFixture({
        changes: [{ field: "programLimitPaise", before: 500_000_000, after: 750_000_000 }],
        proposedById: "u-other",
        proposedByName: "Priya Nair",
      }),
    });
    renderShowPage(programme);
    const panel = await screen.findByRole("region", { name: "Change waiting for approval" });
    expect(within(panel).getByRole("row", { name: /Programme limit/ })).toHaveTextContent(
      "Programme limit₹50,00,000→₹75,00,000",
    );
    expect(within(panel).getByText(/Priya Nair/)).toBeInTheDocument();
    expect(await within(panel).findByRole("button", { name: "Approve change" })).toBeInTheDocument();
  });
});

describe("the programme form", () => {
  it("starts from the programme: limit in rupees, interest as text, at the version read", () => {
    expect(programmeFormValues(programmeFixture({ programLimitPaise: 500_000_050 }))).toMatchObject({
      programLimit: "5000000.50",
      interestRatePercent: "12",
      liabilityInterestDays: 30,
      version: 3,
    });
    expect(programmeFormValues(programmeFixture()).programLimit).toBe("5000000");
  });

  it("says in words when the save left a change waiting for approval", () => {
    expect(savedMessage(programmeFixture())).toBe("Programme saved");
    const waiting = programmeFixture({
      pendingChange: pendingChangeFixture({
        changes: [
          { field: "programLimitPaise", before: 1, after: 2 },
          { field: "liabilityInterestDays", before: 30, after: 45 },
        ],
      }),
    });
    expect(savedMessage(waiting)).toBe(
      "Programme saved. The change to programme limit and liability days waits for another staff user's approval",
    );
  });

  it("checks the spec's rules with its messages, then saves at the version read", async () => {
    const programme = programmeFixture();
    const data = api(programme);
    render(
      <TestWrapper dataProvider={data.provider} resources={[{ name: "programmes" }]}>
        <ProgrammeEditForm programme={programme} />
      </TestWrapper>,
    );
    const days = screen.getByLabelText("Liability Days");
    const save = screen.getByRole("button", { name: "Save programme" });
    fireEvent.change(days, { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("GSTIN"), { target: { value: "27AAPFU0939F1Z" } });
    fireEvent.change(screen.getByLabelText("Programme Limit (₹)"), { target: { value: "12345678901" } });
    await userEvent.click(save);
    expect(await screen.findByText(SPEC_MESSAGES.minimumDays)).toBeInTheDocument();
    expect(screen.getByText("Programme Limit cannot be more than 10 characters")).toBeInTheDocument();
    expect(screen.getByText(/GSTIN/, { selector: ".ant-form-item-explain-error" })).toBeInTheDocument();
    fireEvent.change(days, { target: { value: "91" } });
    await userEvent.click(save);
    expect(await screen.findByText(SPEC_MESSAGES.maximumDays)).toBeInTheDocument();
    expect(data.update).not.toHaveBeenCalled();

    fireEvent.change(days, { target: { value: "45" } });
    fireEvent.change(screen.getByLabelText("GSTIN"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Programme Limit (₹)"), { target: { value: "7500000" } });
    await userEvent.click(save);
    await waitFor(() => expect(data.update).toHaveBeenCalledOnce());
    expect(data.update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: "p-1",
        variables: expect.objectContaining({
          programLimit: "7500000",
          liabilityInterestDays: 45,
          version: 3,
        }),
      }),
    );
  }, 30_000);

  it("locks the limit, liability days and interest rate while a change to them waits, and says why", () => {
    const programme = programmeFixture({ pendingChange: pendingChangeFixture() });
    render(
      <TestWrapper dataProvider={api(programme).provider} resources={[{ name: "programmes" }]}>
        <ProgrammeEditForm programme={programme} />
      </TestWrapper>,
    );
    for (const label of ["Programme Limit (₹)", "Liability Days", "Interest Rate (% a year)"])
      expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getAllByText(LOCKED_WHILE_PENDING)).toHaveLength(3);
    expect(screen.getByLabelText("Programme Name")).toBeEnabled();
  });
});
