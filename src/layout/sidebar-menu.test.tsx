import type { AccessEntry } from "@domain/api/access";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestWrapper } from "../testing/test-wrapper";
import { SidebarMenu } from "./sidebar-menu";

const entry = (pageName: string, title: string, overrides: Partial<AccessEntry> = {}): AccessEntry => ({
  pageName,
  title,
  img: "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
  imageName: title.toLowerCase(),
  userType: "ANCHOR",
  userConfigForAnchor: false,
  ...overrides,
});

const ANCHOR_MENU = [
  entry("/merchant/dashboard", "Dashboard"),
  entry("/merchant/supplier-invoices", "Supplier Invoices"),
  entry("/merchant/retailer-invoices", "Retailer Invoices"),
  entry("/merchant/user-config", "User Config"),
  entry("/merchant/user-profile", "User Profile", { userConfigForAnchor: true }),
];

let checkAccessHeaders: Headers[] = [];

beforeEach(() => {
  checkAccessHeaders = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe("/api/auth/check-access");
      checkAccessHeaders.push(new Headers(init.headers));
      return new Response(JSON.stringify({ payload: ANCHOR_MENU }), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("the sidebar", () => {
  it("lists the server's entries in order, after the anchor rules, with the current page marked", async () => {
    render(
      <TestWrapper url="/merchant/supplier-invoices">
        <SidebarMenu collapsed={false} />
      </TestWrapper>,
    );
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    const dashboard = await within(nav).findByRole("link", { name: "Dashboard" });
    const links = within(nav)
      .getAllByRole("link")
      .filter((link) => link.hasAttribute("data-menu-path"));
    expect(links.map((link) => link.textContent)).toEqual([
      "Dashboard",
      "Supplier Invoices",
      "User Config",
      "User Profile",
    ]);
    expect(dashboard).toHaveAttribute("href", "/merchant/dashboard");
    expect(within(nav).getByRole("link", { name: "Supplier Invoices" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(checkAccessHeaders[0]?.get("userId")).toBeNull();
  });

  it("carries the viewed merchant's userId on every link and asks for that merchant's menu", async () => {
    render(
      <TestWrapper url="/merchant/dashboard?userId=m-42">
        <SidebarMenu collapsed={false} />
      </TestWrapper>,
    );
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    await within(nav).findByRole("link", { name: "Dashboard" });
    for (const link of within(nav).getAllByRole("link")) {
      expect(link.getAttribute("href")).toMatch(/\?userId=m-42$/);
    }
    expect(checkAccessHeaders[0]?.get("userId")).toBe("m-42");
    expect(window.sessionStorage.getItem("userId")).toBe("m-42");
  });

  it("keeps the titles for screen readers (and as tooltips) when collapsed to icons", async () => {
    render(
      <TestWrapper url="/merchant/dashboard">
        <SidebarMenu collapsed />
      </TestWrapper>,
    );
    const link = await screen.findByRole("link", { name: "Supplier Invoices" });
    expect(link).toHaveAttribute("title", "Supplier Invoices");
  });
});
