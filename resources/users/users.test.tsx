import type { UserListItem } from "@domain/api/users";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { USER_COLUMNS, merchantPortalLink } from "./columns";
import { onboardingSteps } from "./onboarding-progress";
import { UserDetails } from "./user-details";

afterEach(cleanup);

const merchant: UserListItem = {
  id: "d594",
  name: "Meena Joshi",
  email: "merchant@demo.in",
  mobile: "9876500007",
  kind: "MERCHANT",
  userType: "USER",
  roles: [],
  lenderId: "l-1",
  lenderName: "Shree Finance Ltd",
  anchorId: "a-1",
  anchorName: "Gokul Dairy Cooperative",
  businessName: "Joshi Milk Collection Centre",
  onboardingStatus: "ENACH_PENDING",
  createdAt: "2025-04-01T05:06:00.000Z",
};

const admin: UserListItem = {
  ...merchant,
  id: "a-9",
  name: "Arjun Mehta",
  kind: "ADMIN",
  userType: "ADMIN",
  roles: ["ROLE_ADMIN"],
  lenderName: null,
  anchorName: null,
  businessName: null,
  onboardingStatus: null,
};

const cell = (key: string, user: UserListItem) =>
  render(
    <MemoryRouter>
      {USER_COLUMNS.find((column) => column.key === key)!.render!(undefined, user, 0) as ReactNode}
    </MemoryRouter>,
  );

describe("client management", () => {
  it("has the issue's columns, sortable where the API sorts, lender and anchor in the chooser", () => {
    expect(USER_COLUMNS.map((column) => column.title)).toEqual([
      "Name",
      "Email",
      "Mobile",
      "Type",
      "Roles",
      "Lender",
      "Anchor",
      "Onboarding status",
      "Created",
    ]);
    expect(USER_COLUMNS.filter((column) => column.sortable).map((column) => column.key)).toEqual([
      "name",
      "email",
      "userType",
      "createdAt",
    ]);
    expect(USER_COLUMNS.filter((column) => column.defaultHidden).map((column) => column.key)).toEqual([
      "lender",
      "anchor",
    ]);
  });

  it("links a merchant's name to that merchant's portal; an admin's name is plain text", () => {
    cell("name", merchant);
    expect(screen.getByRole("link", { name: "Meena Joshi" })).toHaveAttribute(
      "href",
      "/merchant/dashboard?userId=d594",
    );
    cleanup();
    cell("name", admin);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(merchantPortalLink("a b")).toBe("/merchant/dashboard?userId=a%20b");
  });

  it("shows types, roles and statuses by their labels", () => {
    cell("userType", merchant);
    expect(screen.getByText("Merchant")).toBeInTheDocument();
    cleanup();
    cell("roles", admin);
    expect(screen.getByText("Admin")).toBeInTheDocument();
    cleanup();
    cell("onboardingStatus", merchant);
    expect(screen.getByText("E-NACH pending")).toBeInTheDocument();
  });
});

describe("the merchant's profile", () => {
  it("summarises the business on the dashboard and adds contact details on the profile page", () => {
    const { rerender } = render(<UserDetails user={merchant} full={false} />);
    expect(screen.getByText("Gokul Dairy Cooperative")).toBeInTheDocument();
    expect(screen.queryByText("merchant@demo.in")).not.toBeInTheDocument();
    rerender(<UserDetails user={merchant} full />);
    expect(screen.getByText("merchant@demo.in")).toBeInTheDocument();
    expect(screen.getByText("01/04/2025")).toBeInTheDocument();
  });

  it("places the onboarding status among the steps, in the spec's order", () => {
    expect(onboardingSteps("ENACH_PENDING")?.map((step) => step.state)).toEqual([
      "done",
      "done",
      "current",
      "todo",
      "todo",
    ]);
    expect(onboardingSteps("ACTIVE")?.every((step) => step.state === "done")).toBe(true);
    expect(onboardingSteps("SOMETHING_ELSE")).toBeNull();
  });
});
