import path from "node:path";
import { expect, type Page, test } from "./test";
import { freshGstin, shot, signIn } from "./invoices-helpers";

const LOGO = path.join(import.meta.dirname, "fixtures", "anchor-logo.png");
const HUB = "/admin/client-management";

/** Every new screen at the desktop and the tablet width. */
async function shots(page: Page, name: string) {
  for (const width of [1440, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

/** Replaces the medium logo on the open settings form and waits for the new one to show. */
async function uploadLogo(page: Page) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /(Upload|Replace) medium logo/ }).click();
  await (await chooser).setFiles(LOGO);
  await expect(page.getByText("Medium Logo uploaded")).toBeVisible();
  await expect(page.getByRole("img", { name: "Current medium logo" })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("an admin creates an anchor, opens it and edits its settings with a logo and a theme colour", async ({
  page,
}) => {
  await signIn(page, "admin@demo.in", HUB);
  for (const name of ["Users", "Anchors", "Programmes", "Lenders", "Report settings"]) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(".ant-table-row").first()).toBeVisible();
    await shots(page, `hub-${name.toLowerCase().replace(" ", "-")}`);
  }

  await tab(page, "Anchors").click();
  await expect(page.getByRole("row", { name: /Gokul Dairy Cooperative/ })).toBeVisible();
  await shots(page, "anchor-list");
  await page.getByRole("link", { name: "New anchor" }).click();
  await expect(page).toHaveURL(/\/anchors\/new$/);
  const name = `Amrut Dairy ${Date.now() % 100_000}`;
  await page.getByLabel("Anchor Name").fill(name);
  await page.getByLabel("GSTIN").fill(freshGstin(Date.now() % 9_973));
  await shots(page, "anchor-create");
  await page.getByRole("button", { name: "Create anchor" }).click();

  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("This anchor has no programmes yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "New programme" })).toHaveAttribute("href", /anchorId=/);
  await shots(page, "anchor-show-programmes");
  for (const [label, key] of [
    ["Settings", "settings"],
    ["Users", "users"],
    ["Bank accounts", "bank-accounts"],
  ] as const) {
    await tab(page, label).click();
    await expect(page).toHaveURL(new RegExp(`tab=${key}`));
    await page.waitForLoadState("networkidle");
    await shots(page, `anchor-show-${key}`);
  }

  await tab(page, "Settings").click();
  await page.getByRole("link", { name: "Edit settings" }).click();
  await expect(page.getByRole("form", { name: `Settings of ${name}` })).toBeVisible();
  await uploadLogo(page);
  const colour = page.getByRole("textbox", { name: "Background Colour" });
  await colour.fill("#6A1B9A");
  await shots(page, "anchor-settings-edit");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(page).toHaveURL(/tab=settings/);
  await expect(page.getByText("#6A1B9A")).toBeVisible();
  await expect(page.getByRole("img", { name: "Medium Logo" })).toBeVisible();
  await shots(page, "anchor-show-settings-saved");
});

test("the anchor's colour and logo brand its merchants' portal", async ({ page }) => {
  await signIn(page, "admin@demo.in", HUB + "?tab=anchors");
  await page.getByRole("link", { name: "Gokul Dairy Cooperative" }).click();
  await expect(page.getByRole("link", { name: "Gokul Milk Supplier Finance" })).toBeVisible();
  await shots(page, "anchor-show-gokul-programmes");
  await tab(page, "Users").click();
  await expect(page.getByText("GDC-00417")).toBeVisible();
  await shots(page, "anchor-show-gokul-users");
  await tab(page, "Settings").click();
  await page.getByRole("link", { name: "Edit settings" }).click();
  await uploadLogo(page);
  await page.getByRole("textbox", { name: "Background Colour" }).fill("#6A1B9A");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  // Platform staff's own portal is not branded.
  await expect(page.getByTestId("anchor-brand")).toHaveCount(0);

  for (const email of ["merchant@demo.in", "anchor@demo.in"]) {
    await signIn(page, email);
    const logo = page.getByRole("img", { name: "Gokul Dairy Cooperative logo" });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--brand-primary")))
      .toBe("#6A1B9A");
    await shots(page, `branded-header-${email.split("@")[0]}`);
  }
});

test("the hub keeps its tab, search and page across a reload; another tab starts afresh", async ({
  page,
}) => {
  await signIn(page, "admin@demo.in");
  // On a slow CPU the click lands while the Users list's URL sync is still pending: the tab must not snap back.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(HUB);
  await tab(page, "Anchors").click();
  await expect(page.getByLabel("Search anchors")).toBeVisible();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.getByLabel("Search anchors").fill("dairy");
  await expect(page).toHaveURL(/tab=anchors.*search|search.*tab=anchors/);
  await expect(page.getByRole("row", { name: /Vardhman/ })).toHaveCount(0);
  await page.reload();
  await expect(tab(page, "Anchors")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Search anchors")).toHaveValue("dairy");
  await expect(page.getByRole("row", { name: /Gokul Dairy Cooperative/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Vardhman/ })).toHaveCount(0);

  await tab(page, "Users").click();
  await expect(page).not.toHaveURL(/search/);
  await page.locator(".ant-pagination-item-2").click();
  await expect(page).toHaveURL(/currentPage=2/);
  await page.reload();
  await expect(tab(page, "Users")).toHaveAttribute("aria-selected", "true");
  await expect(page.locator(".ant-pagination-item-2")).toHaveClass(/ant-pagination-item-active/);
});
