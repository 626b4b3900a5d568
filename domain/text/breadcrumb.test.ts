import { describe, expect, it } from "vitest";
import { breadcrumbTitle } from "./breadcrumb";

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
