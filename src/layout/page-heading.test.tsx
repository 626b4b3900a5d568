import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { PageHeading } from "./page-heading";
import { PathLabelsProvider, usePathLabel } from "./path-labels";

afterEach(cleanup);

const crumbs = () => screen.getAllByRole("listitem").map((crumb) => crumb.textContent);

describe("the page heading", () => {
  it("shows the page as the heading and the path as the breadcrumb", () => {
    render(<PageHeading pathname="/admin/financial-statics" />);
    expect(screen.getByRole("heading", { level: 1, name: "Financial Statics" })).toBeInTheDocument();
    expect(crumbs()).toEqual(["Admin", "Financial Statics"]);
    expect(screen.getAllByRole("listitem")[1]).toHaveAttribute("aria-current", "page");
  });

  it("shows the name a page gives its record id, and the id's words again once the page is gone", async () => {
    const id = "5f0c2d1e-8a7b-4c3d-9e2f-1a0b9c8d7e6f";
    function InvoicePage() {
      usePathLabel(id, "Invoice INV-0042");
      return null;
    }
    function Harness() {
      const [shown, setShown] = useState(true);
      return (
        <PathLabelsProvider>
          <PageHeading pathname={`/invoices/${id}`} />
          {shown ? <InvoicePage /> : null}
          <button type="button" onClick={() => setShown(false)}>
            leave
          </button>
        </PathLabelsProvider>
      );
    }
    render(<Harness />);
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice INV-0042" })).toBeInTheDocument();
    expect(crumbs()).toEqual(["Invoices", "Invoice INV-0042"]);

    fireEvent.click(screen.getByRole("button", { name: "leave" }));
    expect(await screen.findByRole("heading", { level: 1, name: /^5f0c2d1e/i })).toBeInTheDocument();
  });
});
