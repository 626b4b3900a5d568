import { expect, type Page, type Response, test } from "./test";
import { popoverSettled } from "./dialogs";
import { shot, signIn } from "./invoices-helpers";

const PREFERENCE_URL = /\/auth\/me\/preferences\/table\.invoices\.columns$/;

const columnHeader = (page: Page, name: string) =>
  page.locator(".ant-table-thead th").filter({ hasText: new RegExp(`^${name}$`) });

const hiddenColumnsSent = (response: Response): string[] =>
  (response.request().postDataJSON() as { value?: { hiddenColumns?: string[] } } | null)?.value
    ?.hiddenColumns ?? [];

async function openChooser(page: Page) {
  await page.getByRole("button", { name: "Columns" }).click();
  const chooser = page.getByRole("dialog", { name: "Columns of Invoices" });
  await expect(chooser).toBeVisible();
  // A click during the panel's zoom-in can be lost on a loaded machine (the Reset that never saved).
  await popoverSettled(page);
  return chooser;
}

test("a column hidden on the invoice list stays hidden after a reload, until Reset", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "admin@demo.in", "/invoices");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await expect(columnHeader(page, "Type")).toHaveCount(1);
  await expect(columnHeader(page, "UTR")).toHaveCount(0);

  const chooser = await openChooser(page);
  await expect(chooser.getByRole("checkbox", { name: "Invoice number" })).toBeDisabled();
  // The two clicks may be saved together or one by one (a slow machine): wait for the save that has both.
  const saved = page.waitForResponse(
    (response) =>
      PREFERENCE_URL.test(response.url()) &&
      response.request().method() === "PUT" &&
      hiddenColumnsSent(response).includes("type") &&
      !hiddenColumnsSent(response).includes("utr"),
  );
  await chooser.getByRole("checkbox", { name: "Type" }).uncheck();
  await expect(columnHeader(page, "Type")).toHaveCount(0);
  await chooser.getByRole("checkbox", { name: "UTR" }).check();
  expect((await saved).status()).toBe(200);
  await expect(columnHeader(page, "Type")).toHaveCount(0);
  await expect(columnHeader(page, "UTR")).toHaveCount(1);

  await page.reload();
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await expect(columnHeader(page, "UTR")).toHaveCount(1);
  await expect(columnHeader(page, "Type")).toHaveCount(0);
  await shot(page, "tables-01-chosen-columns-1440");

  // Back to the defaults, for the specs that run after this one.
  const reset = page.waitForResponse(
    (response) => PREFERENCE_URL.test(response.url()) && response.request().method() === "PUT",
  );
  await (await openChooser(page)).getByRole("button", { name: "Reset" }).click();
  expect((await reset).status()).toBe(200);
  await expect(columnHeader(page, "Type")).toHaveCount(1);
  await expect(columnHeader(page, "UTR")).toHaveCount(0);
});

test("at 1440 px the invoice list's default columns fit; at 820 px it scrolls with the first column in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "admin@demo.in", "/invoices");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  const last = page.locator(".ant-table-thead th").filter({ hasText: "Payment date" }).first();
  const box = await last.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1440);
  const body = page.locator(".ant-table-content, .ant-table-body").first();
  const fits = await body.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);

  await page.setViewportSize({ width: 820, height: 900 });
  await expect(page.getByRole("button", { name: "Columns" })).toBeInViewport();
  await page
    .locator(".ant-table-body")
    .first()
    .evaluate((element) => element.scrollTo({ left: 400 }));
  const number = page.locator(".ant-table-tbody .ant-table-row").first().locator("td").first();
  await expect(number).toHaveClass(/ant-table-cell-fix-left/);
  const stuck = await number.boundingBox();
  const table = await page.locator(".ant-table-body").first().boundingBox();
  expect(Math.abs(stuck!.x - table!.x)).toBeLessThan(2);
  await expect(page.getByText(/^1–10 of /)).toBeInViewport();
  await shot(page, "tables-02-invoices-820-scrolled");
});

test("the invoice list's export has exactly the rows its filter selects", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(
    page,
    "admin@demo.in",
    "/invoices?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=Rejected",
  );
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  const totalText = (await page.locator(".ant-pagination-total-text").innerText()).trim();
  const total = Number(/of (\d+)$/.exec(totalText)?.[1]);
  expect(total).toBeGreaterThan(0);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const lines = (await readFile(path, "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  const rows = lines.slice(1);
  expect(rows).toHaveLength(total);
  expect(rows.every((line) => line.includes("Rejected"))).toBe(true);
});
