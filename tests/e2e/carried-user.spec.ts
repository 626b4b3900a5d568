import { expect, test } from "./test";
import { expectedMenu, sidebarLinks, signInViaApi } from "./session";

test("an admin viewing a merchant keeps userId on every sidebar link, across navigation and a reload", async ({
  page,
  baseURL,
}) => {
  const tokens = await signInViaApi(page, baseURL!, "admin@demo.in");
  await page.goto("/admin/client-management");
  await page.getByRole("searchbox", { name: "Search users" }).fill("merchant@demo.in");
  const merchantLink = page.getByRole("link", { name: "Meena Joshi" });
  await expect(merchantLink).toBeVisible();
  await merchantLink.click();

  await expect(page).toHaveURL(/\/merchant\/dashboard\?userId=/);
  const userId = new URL(page.url()).searchParams.get("userId")!;
  await expect(page.getByRole("heading", { name: "Meena Joshi's portal" })).toBeVisible();
  await expect(page.getByText("Viewing a merchant's portal")).toBeVisible();

  const expected = await expectedMenu(page.request, tokens, userId);
  const links = sidebarLinks(page);
  await expect(links).toHaveText(expected.map((entry) => entry.title));
  for (const [index, entry] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", `${entry.pageName}?userId=${userId}`);
  }
  expect(await page.evaluate(() => window.sessionStorage.getItem("userId"))).toBe(userId);

  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "User Profile" })
    .click();
  await expect(page).toHaveURL(`/merchant/user-profile?userId=${userId}`);
  await expect(page.getByRole("heading", { name: "Meena Joshi's profile" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Meena Joshi's profile" })).toBeVisible();
  for (const [index, entry] of expected.entries()) {
    await expect(sidebarLinks(page).nth(index)).toHaveAttribute("href", `${entry.pageName}?userId=${userId}`);
  }

  await page.getByRole("button", { name: "Exit" }).click();
  await expect(page).toHaveURL(/\/admin\/client-management/);
  expect(await page.evaluate(() => window.sessionStorage.getItem("userId"))).toBeNull();
});
