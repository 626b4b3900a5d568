import type { Identity } from "@domain/api/auth";
import { MAY_NOT_GRANT } from "@domain/api/admin-users";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import AdminUserCreatePage from "./create";
import { grantableRoles } from "./use-grantable-roles";

afterEach(cleanup);

const staff = (userType: string): Identity => ({
  id: `id-${userType}`,
  name: userType,
  email: `${userType}@demo.in`,
  userType,
  roles: [],
  kind: "ADMIN",
  lenderId: null,
  anchorId: null,
});

describe("the roles a user may give", () => {
  it("follows the rank rule: strictly below the giver's own type", () => {
    expect(grantableRoles(staff("SUPER_ADMIN"))).toEqual([
      "ROLE_PAYMENT_USER",
      "ROLE_COLLECTION_USER",
      "ROLE_USER",
      "ROLE_NBFC_USER",
      "ROLE_ADMIN",
    ]);
    expect(grantableRoles(staff("ADMIN"))).toEqual([
      "ROLE_PAYMENT_USER",
      "ROLE_COLLECTION_USER",
      "ROLE_USER",
      "ROLE_NBFC_USER",
    ]);
    expect(grantableRoles(staff("OPS"))).toEqual([]);
    expect(grantableRoles(undefined)).toEqual([]);
  });
});

function renderCreate(identity: Identity, handlers = {}) {
  const api = fakeApi({ "getList lenders": () => ({ data: [], total: 0 }), ...handlers });
  render(
    <TestWrapper api={api} identity={identity}>
      <AdminUserCreatePage />
    </TestWrapper>,
  );
  return api;
}

describe("the new admin user form", { timeout: 60_000 }, () => {
  it("shows the spec's messages on an empty submit", async () => {
    renderCreate(staff("ADMIN"));
    fireEvent.click(screen.getByRole("button", { name: "Create admin user" }));
    expect(await screen.findByText("Full Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Role is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Mobile"), { target: { value: "98765" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "abc" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "abd" } });
    fireEvent.click(screen.getByRole("button", { name: "Create admin user" }));
    expect(await screen.findByText("Your password must be at least 5 characters long")).toBeInTheDocument();
    expect(screen.getByText("Phone number should be 10 digits")).toBeInTheDocument();
  });

  it("offers an admin no Admin or Super admin role", async () => {
    renderCreate(staff("ADMIN"));
    fireEvent.mouseDown(await screen.findByLabelText("Roles"));
    expect(await screen.findByTitle("NBFC user")).toBeInTheDocument();
    expect(screen.queryByTitle("Admin")).not.toBeInTheDocument();
    expect(screen.queryByTitle("Super admin")).not.toBeInTheDocument();
  });

  it("sends the chosen roles, and keeps the values when the server refuses", async () => {
    const api = renderCreate(staff("SUPER_ADMIN"), {
      "create users": () => {
        throw { message: MAY_NOT_GRANT, statusCode: 403 };
      },
    });
    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "Asha Rao" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "asha@demo.in" } });
    fireEvent.change(screen.getByLabelText("Mobile"), { target: { value: "9876500100" } });
    fireEvent.mouseDown(screen.getByLabelText("Roles"));
    fireEvent.click(await screen.findByTitle("Admin"));
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Secret@1" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "Secret@1" } });
    fireEvent.click(screen.getByRole("button", { name: "Create admin user" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "create")).toBe(true));
    expect(api.calls.find((call) => call.method === "create")?.params.variables).toMatchObject({
      fullName: "Asha Rao",
      roles: ["ROLE_ADMIN"],
    });
    // The toast in words comes from the app's notification provider (end to end); the form keeps its values.
    expect(screen.getByLabelText("Full Name")).toHaveValue("Asha Rao");
  });
});
