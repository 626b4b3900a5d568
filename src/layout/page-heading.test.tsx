import type { AccessEntry } from "@domain/api/access";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DocumentTitle } from "../routes/document-title";
import { TestWrapper } from "../testing/test-wrapper";
import { PageHeading } from "./page-heading";
import { PathLabelsProvider, usePathLabel } from "./path-labels";

const entry = (pageName: string, title: string): AccessEntry => ({
  pageName,
  title,
  img: "",
  imageName: "",
  userType: "ADMIN",
  userConfigForAnchor: false,
});

const ADMIN_MENU = [
  entry("/admin/kyc", "KYC"),
  entry("/admin/financial-statics", "Financial Statistics"),
  entry("/invoices", "Invoices"),
];

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ payload: ADMIN_MENU }), { status: 200 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const crumbs = () => screen.getAllByRole("listitem").map((crumb) => crumb.textContent);

function renderAt(pathname: string, page?: ReactNode) {
  render(
    <TestWrapper url={pathname}>
      <PathLabelsProvider>
        <DocumentTitle />
        <PageHeading pathname={pathname} />
        {page}
      </PathLabelsProvider>
    </TestWrapper>,
  );
}

describe("the page heading", () => {
  it("takes the page's title from the menu, not from its path, and so does the document title", async () => {
    renderAt("/admin/financial-statics");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Financial Statistics" }),
    ).toBeInTheDocument();
    expect(crumbs()).toEqual(["Admin", "Financial Statistics"]);
    expect(screen.getAllByRole("listitem")[1]).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(document.title).toBe("Financial Statistics · Ledgerline"));
  });

  it("reads an acronym as the menu spells it", async () => {
    renderAt("/admin/kyc");
    expect(await screen.findByRole("heading", { level: 1, name: "KYC" })).toBeInTheDocument();
    expect(screen.queryByText("Kyc")).not.toBeInTheDocument();
  });

  it("title-cases the path of a page the menu does not hold", async () => {
    renderAt("/admin/export-data");
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole("heading", { level: 1, name: "Export Data" })).toBeInTheDocument();
    expect(crumbs()).toEqual(["Admin", "Export Data"]);
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
        <>
          {shown ? <InvoicePage /> : null}
          <button type="button" onClick={() => setShown(false)}>
            leave
          </button>
        </>
      );
    }
    renderAt(`/invoices/${id}`, <Harness />);
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice INV-0042" })).toBeInTheDocument();
    expect(crumbs()).toEqual(["Invoices", "Invoice INV-0042"]);
    await waitFor(() => expect(document.title).toBe("Invoice INV-0042 · Ledgerline"));

    fireEvent.click(screen.getByRole("button", { name: "leave" }));
    expect(await screen.findByRole("heading", { level: 1, name: /^5f0c2d1e/i })).toBeInTheDocument();
  });
});
