import { expect, test } from "./test";
import { signInViaApi } from "./session";

test.describe("pages outside the menu", () => {
  test("a merchant opening an admin page sees access denied", async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, "merchant@demo.in");
    await page.goto("/admin/client-management");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByText("This page is not in your menu")).toBeVisible();
    await page.getByRole("button", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/merchant\/dashboard$/);
  });

  test("the anchor opening a retailer page, and an admin opening a page not in its menu, see access denied", async ({
    page,
    baseURL,
  }) => {
    await signInViaApi(page, baseURL!, "anchor@demo.in");
    await page.goto("/merchant/retailer-management");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();

    await page.context().clearCookies();
    await signInViaApi(page, baseURL!, "ops@demo.in");
    await page.goto("/admin/financial-statics");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  });

  test("operations staff without the payment role see collections but not payment entry or approvals", async ({
    page,
    baseURL,
  }) => {
    await signInViaApi(page, baseURL!, "ops@demo.in");
    await page.goto("/collections");
    await expect(page.getByRole("heading", { name: "Collections", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enter payment" })).toHaveCount(0);
    for (const path of ["/collections/payments", "/collections/approvals"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
      await expect(page.getByText("Only payment staff")).toBeVisible();
    }
  });

  test("merchants and anchors see their collections with no staff action, and no payment entry", async ({
    page,
    baseURL,
  }) => {
    for (const email of ["merchant@demo.in", "anchor@demo.in"]) {
      await page.context().clearCookies();
      await signInViaApi(page, baseURL!, email);
      await page.goto("/collections");
      await expect(page.getByRole("table", { name: "Collections" })).toBeVisible();
      for (const name of [/all matching/, /selected \(/, "Approvals", "Enter payment"])
        await expect(page.getByRole("button", { name })).toHaveCount(0);
      await expect(page.getByRole("checkbox")).toHaveCount(0);
      await page.goto("/collections/payments");
      await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Manual payment" })).toHaveCount(0);
    }
  });

  test("an unknown address shows the 404 page; a signed-out visit goes to the login page", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/admin/client-management");
    await expect(page).toHaveURL(/\/login/);

    await signInViaApi(page, baseURL!, "admin@demo.in");
    await page.goto("/admin/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
