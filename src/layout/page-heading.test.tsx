import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PageHeading, breadcrumbItems } from "./page-heading";

afterEach(cleanup);

describe("the page heading", () => {
  it("turns each path segment into title-case words", () => {
    expect(breadcrumbItems("/merchant/supplier-invoices")).toEqual(["Merchant", "Supplier Invoices"]);
    expect(breadcrumbItems("/admin/workflow/new-flow")).toEqual(["Admin", "Workflow", "New Flow"]);
    expect(breadcrumbItems("/")).toEqual([]);
  });

  it("shows the page as the heading and the path as the breadcrumb", () => {
    render(<PageHeading pathname="/admin/financial-statics" />);
    expect(screen.getByRole("heading", { level: 1, name: "Financial Statics" })).toBeInTheDocument();
    const crumbs = screen.getAllByRole("listitem");
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(["Admin", "Financial Statics"]);
    expect(crumbs[1]).toHaveAttribute("aria-current", "page");
  });
});
