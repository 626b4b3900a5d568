import { expect, test } from "./test";
import { BIG_PAGE_SIZE, bigNumber, serveBigPage } from "./invoices-big-page";
import { shot, signIn } from "./invoices-helpers";

test("a 5000-row page renders only what is on screen and scrolls to the last row", async ({ page }) => {
  await signIn(page, "anchor@demo.in");
  await serveBigPage(page);
  const started = Date.now();
  await page.goto(`/invoices?pageSize=${BIG_PAGE_SIZE}&currentPage=1`);
  await expect(page.getByRole("link", { name: bigNumber(0), exact: true })).toBeVisible();
  const firstRowsMs = Date.now() - started;
  test.info().annotations.push({
    type: "first rows (ms, incl. sign-in cookies and data)",
    description: String(firstRowsMs),
  });

  // antd's virtual table keeps a few dozen rows in the DOM, not 5000.
  const rendered = await page.locator(".ant-table-row").count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(100);
  await expect(page.getByText(`1–${BIG_PAGE_SIZE} of 7500`)).toBeVisible();
  await shot(page, "09-list-5000");

  const holder = page.locator(".ant-table-tbody-virtual-holder");
  await holder.hover();
  for (let i = 0; i < 30; i += 1) await page.mouse.wheel(0, 12_000);
  await expect(page.getByRole("link", { name: bigNumber(BIG_PAGE_SIZE - 1), exact: true })).toBeVisible();

  await shot(page, "10-list-5000-scrolled");
});
