import { DUPLICATE_SUPPLIER_GSTIN_MESSAGE } from "@domain/api/suppliers";
import { expect, type Page, test } from "./test";
import { freshGstin, shot, signIn } from "./invoices-helpers";

const WIDTHS = [1440, 820] as const;

async function shotAtWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`);
  }
}

test("a merchant opening /invoices/new sees Access denied, no form, and no invoice data is asked for", async ({
  page,
}) => {
  // Signed in on no page yet: every request the listener sees is /invoices/new's own.
  await signIn(page, "merchant@demo.in", null);
  const dataCalls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    // The layout's branding (the merchant's anchor's colour and logo) is the portal's chrome, not page data.
    if (/^\/master\/anchorConfig\/(branding|[^/]+\/logo\/)/.test(path)) return;
    if (/\/account\/|\/master\//.test(path)) dataCalls.push(request.url());
  });
  await page.goto("/invoices/new");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("form")).toHaveCount(0);
  await expect(page.getByText("Supplier invoice")).toHaveCount(0);
  expect(dataCalls).toEqual([]);
  await shotAtWidths(page, "conventions-access-denied");
});

test("the anchor creating a supplier whose GSTIN it already has reads why, in words", async ({ page }) => {
  await signIn(page, "anchor@demo.in", "/merchant/supplier-invoices?tab=supplier-create");
  const form = page.getByRole("form", { name: "Supplier create" });
  const gstin = freshGstin(Date.now() + 11);
  const fill = async (name: string) => {
    await form.getByLabel("GST Number").fill(gstin);
    await form.getByLabel("Supplier Name").fill(name);
    await form.getByLabel("Phone Number").fill("9812345670");
    await form.getByLabel("Bank Account Number").fill("50100123456780");
    await form.getByLabel("IFSC").fill("HDFC0000001");
    await expect(form.getByLabel("Bank Name")).not.toHaveValue("");
  };
  // What the bank check fills is never flagged required, and says where it comes from.
  const bankName = form.locator(".ant-form-item", { has: page.getByLabel("Bank Name") });
  await expect(bankName.locator(".ant-form-item-required")).toHaveCount(0);
  await expect(bankName).toContainText("Filled from the bank check");

  await fill("Conventions Traders");
  await shotAtWidths(page, "conventions-supplier-create");
  await page.setViewportSize({ width: 1440, height: 900 });
  await form.getByRole("button", { name: "Create supplier" }).click();
  await expect(form.getByLabel("Supplier Name")).toHaveValue("");

  await fill("Conventions Traders Again");
  await form.getByRole("button", { name: "Create supplier" }).click();
  const toast = page
    .locator(".ant-notification-notice")
    .filter({ hasText: DUPLICATE_SUPPLIER_GSTIN_MESSAGE });
  await expect(toast).toBeVisible();
  await expect(page.locator(".ant-notification")).not.toContainText(/status code/i);
});

test("a heading and the document title take the page's name from the menu", async ({ page }) => {
  await signIn(page, "admin@demo.in", "/admin/kyc");
  await expect(page.getByRole("heading", { level: 1, name: "KYC" })).toBeVisible();
  await expect(page).toHaveTitle("KYC · Ledgerline");
  await page.goto("/admin/financial-statics");
  await expect(page.getByRole("heading", { level: 1, name: "Financial Statistics" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Financial Statistics");
  await expect(page).toHaveTitle("Financial Statistics · Ledgerline");
});
