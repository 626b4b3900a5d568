import { describe, expect, it } from "vitest";
import { breadcrumbTitle, breadcrumbTrail } from "./breadcrumb";

describe("breadcrumbTitle", () => {
  it.each([
    ["/merchant/supplier-invoices", "Supplier Invoices"],
    ["/merchant/supplier-invoices/", "Supplier Invoices"],
    ["/merchant/supplier-invoices?userId=42", "Supplier Invoices"],
    ["/merchant/supplier-invoices/?userId=42#top", "Supplier Invoices"],
    ["/admin/client-management", "Client Management"],
    ["/admin/kyc", "Kyc"],
    ["/admin/workflow/new-flow", "New Flow"],
    ["/merchant/user-config", "User Config"],
    ["supplier-invoices", "Supplier Invoices"],
    ["/admin/EXPORT-data", "Export Data"],
    ["/admin/double--hyphen-", "Double Hyphen"],
    ["/admin/form%20list", "Form list"],
    ["/admin/bad%E0%A4", "Bad%e0%a4"],
    ["/", ""],
    ["", ""],
    ["?userId=1", ""],
  ])("%j gives %j", (path, title) => {
    expect(breadcrumbTitle(path)).toBe(title);
  });
});

describe("breadcrumbTrail", () => {
  it("title-cases every segment", () => {
    expect(breadcrumbTrail("/merchant/supplier-invoices")).toEqual(["Merchant", "Supplier Invoices"]);
    expect(breadcrumbTrail("/admin/workflow/new-flow?tab=x")).toEqual(["Admin", "Workflow", "New Flow"]);
    expect(breadcrumbTrail("/")).toEqual([]);
  });

  it("shows the name a page gave a segment (a record id) instead of the segment", () => {
    const id = "0b6c7a52-1f0e-4d8e-9a51-2f4c8e1d9b10";
    const names = { segments: { [id]: "Invoice INV-0042" } };
    expect(breadcrumbTrail(`/invoices/${id}`, names)).toEqual(["Invoices", "Invoice INV-0042"]);
    expect(breadcrumbTrail(`/invoices/${id}/edit`, names)).toEqual(["Invoices", "Invoice INV-0042", "Edit"]);
    expect(breadcrumbTitle(`/invoices/${id}`, names)).toBe("Invoice INV-0042");
    expect(breadcrumbTitle(`/invoices/${id}`)).toBe("0b6c7a52 1f0e 4d8e 9a51 2f4c8e1d9b10");
  });

  it("takes a page's title from the menu, by the path up to the segment", () => {
    const pages = {
      "/admin/kyc": "KYC",
      "/admin/financial-statics": "Financial Statistics",
      "/invoices": "Bills",
    };
    expect(breadcrumbTrail("/admin/financial-statics?userId=7", { pages })).toEqual([
      "Admin",
      "Financial Statistics",
    ]);
    expect(breadcrumbTitle("/admin/kyc/", { pages })).toBe("KYC");
    expect(breadcrumbTrail("/invoices/new", { pages })).toEqual(["Bills", "New"]);
    // Only the whole path matches: a segment of the same name elsewhere keeps its own words.
    expect(breadcrumbTrail("/merchant/kyc", { pages })).toEqual(["Merchant", "Kyc"]);
  });

  it("prefers the name a page gave its segment to the menu's title", () => {
    const names = { pages: { "/invoices/new": "New" }, segments: { new: "New invoice" } };
    expect(breadcrumbTitle("/invoices/new", names)).toBe("New invoice");
  });
});
