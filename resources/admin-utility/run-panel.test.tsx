import { adminIdentity } from "@resources/anchors/anchor-fixtures";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import type { Identity } from "@domain/api/auth";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { RunPanel } from "./run-panel";

afterEach(cleanup);

const WAIT = { timeout: 15_000 };

function setup(identity: Identity) {
  const api = fakeApi({ "getList users": () => ({ data: [], total: 0 }) });
  render(
    <TestWrapper api={api} identity={identity}>
      <RunPanel />
    </TestWrapper>,
  );
  return api;
}

const openOperations = async () => {
  await screen.findByText("Choose an operation", undefined, WAIT);
  fireEvent.mouseDown(screen.getByRole("combobox", { name: /Operation/ }));
};

describe("the admin utility's run panel", { timeout: 60_000 }, () => {
  it("offers only the operations the signed-in user's role may run", async () => {
    setup({ ...adminIdentity, userType: "OPS", roles: ["ROLE_USER"] });
    await openOperations();
    expect(await screen.findByTitle("Sync wallet", undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByTitle("Sync e-sign")).toBeInTheDocument();
    expect(screen.queryByTitle("Record manual payment")).toBeNull();
    expect(screen.queryByTitle("Update wallet status")).toBeNull();
  });

  it("asks for the user before previewing, and previews nothing without one", async () => {
    const api = setup(adminIdentity);
    await openOperations();
    await userEvent.click(await screen.findByTitle("Sync wallet", undefined, WAIT));
    await userEvent.click(await screen.findByRole("button", { name: "Preview" }, WAIT));
    expect(await screen.findByText("User is required", undefined, WAIT)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "custom")).toEqual([]);
  });
});
