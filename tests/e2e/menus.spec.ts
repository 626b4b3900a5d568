import { expect, test } from "./test";
import { DEMO_ACCOUNTS, apiSignIn, expectedMenu, screenshot, sidebarLinks, signInViaForm } from "./session";

test.describe("the server-driven menu", () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} sees exactly its check-access entries and lands on its first page`, async ({
      page,
    }) => {
      await signInViaForm(page, account.email);
      await expect(page).toHaveURL(new RegExp(`${account.firstPage}(\\?|$)`));

      const tokens = await apiSignIn(page.request, account.email);
      const expected = await expectedMenu(page.request, tokens);
      const links = sidebarLinks(page);
      await expect(links).toHaveText(expected.map((entry) => entry.title));
      for (const [index, entry] of expected.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", entry.pageName);
      }
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
      await screenshot(page, `layout-${account.email.split("@")[0]}`);
    });
  }

  test("the anchor sees Supplier Invoices and not the retailer pages; the merchant the other way round", async ({
    page,
  }) => {
    await signInViaForm(page, "anchor@demo.in");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link", { name: "Supplier Invoices" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Retailer Invoices" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Retailer Management" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "User Config" })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInViaForm(page, "merchant@demo.in");
    await expect(nav.getByRole("link", { name: "Retailer Invoices" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Supplier Invoices" })).toHaveCount(0);
  });

  test("the header shows the page as heading, the breadcrumb, the profile and Logout", async ({ page }) => {
    await signInViaForm(page, "admin@demo.in");
    await expect(page.getByRole("heading", { level: 1, name: "Client Management" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Admin", "Client Management"]);
    await expect(page).toHaveTitle("Client Management · Ledgerline");

    const profile = page.getByRole("button", { name: /Arjun Mehta/ });
    await profile.click();
    await expect(page.getByText("admin@demo.in")).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });
});
