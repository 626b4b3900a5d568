import { DPD_BUCKET_LABELS, DPD_BUCKETS } from "@domain/collections/dpd";
import { AS_OF_VIEW_HINTS, AS_OF_VIEW_LABELS } from "@domain/collections/as-of-view";
import { expect, type Page, test } from "./test";
import { shot, signIn } from "./invoices-helpers";
import { settledLayout } from "./settled-layout";

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };

test.describe.configure({ mode: "serial" });

/** Each bucket's count as the legend beside the chart names it ("SMA-0 (1–30 days): 12, ₹… overdue"). */
async function bucketCounts(page: Page): Promise<number[]> {
  const buttons = page.getByRole("list", { name: "Buckets" }).getByRole("button");
  await expect(buttons).toHaveCount(DPD_BUCKETS.length);
  const labels = await buttons.evaluateAll((all) =>
    all.map((button) => button.getAttribute("aria-label") ?? ""),
  );
  return labels.map((label) => Number(/: (\d+),/.exec(label)?.[1]));
}

test("the delinquency view shows the buckets as bars, a bar click drills down, a row opens the statement", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signIn(page, "ops@demo.in", "/delinquency");
  await expect(page.getByRole("heading", { name: /SMA\/NPA buckets as of/ })).toBeVisible();
  const chart = page.getByTestId("bucket-chart").locator("canvas").first();
  await expect(chart).toBeVisible();
  const counts = await bucketCounts(page);
  expect(counts.every(Number.isInteger)).toBe(true);
  expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
  await expect(page.getByRole("table", { name: "Borrowers" })).toBeVisible();
  await settledLayout(page); // the bars have grown in before one is clicked
  await shot(page, "delinquency-01-view-1440");

  // Click the tallest bar, in the middle of its height: the rows drill down to that bucket, in the URL.
  const tallest = counts.indexOf(Math.max(...counts));
  const bucket = DPD_BUCKETS[tallest]!;
  const box = (await chart.boundingBox())!;
  const plotLeft = 48;
  const x = box.x + plotLeft + ((tallest + 0.5) * (box.width - plotLeft - 8)) / DPD_BUCKETS.length;
  await page.mouse.click(x, box.y + box.height * 0.7);
  await expect(page).toHaveURL(new RegExp(`value%5D=${bucket}|value\\]=${bucket}`));
  const table = page.getByRole("table", { name: "Borrowers" });
  const rows = table.locator("tbody tr.ant-table-row");
  await expect(rows.first()).toBeVisible();
  // The table shows the previous rows until the drilled-down ones arrive.
  await expect(table.locator("tbody .ant-tag").filter({ hasNotText: DPD_BUCKET_LABELS[bucket] })).toHaveCount(
    0,
  );
  const tags = await table.locator("tbody .ant-tag").allInnerTexts();
  expect(tags.length).toBeGreaterThan(0);
  expect(new Set(tags)).toEqual(new Set([DPD_BUCKET_LABELS[bucket]]));
  await expect(page.getByRole("button", { name: new RegExp(DPD_BUCKET_LABELS[bucket]) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await shot(page, "delinquency-02-drilled-1440");

  // A reload keeps the drill-down; a row opens that borrower's statement as of the same date.
  await page.reload();
  await expect(page.getByRole("button", { name: new RegExp(DPD_BUCKET_LABELS[bucket]) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const name = (await rows.first().locator("td").first().innerText()).trim();
  await rows.first().locator("td").nth(2).click();
  await expect(page).toHaveURL(/\/delinquency\/statement\?/);
  await expect(page.getByRole("heading", { name: `Statement of account: ${name}` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Dues" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Statement lines" })).toBeVisible();
  await expect(page.getByText(DPD_BUCKET_LABELS[bucket], { exact: true }).first()).toBeVisible();
  await expect(page.getByText(AS_OF_VIEW_HINTS.CORRECTED)).toBeVisible();
  await shot(page, "delinquency-03-statement-1440");
  // The same date as reported then: the choice is kept in the address.
  await page.getByLabel("View", { exact: true }).getByText(AS_OF_VIEW_LABELS.REPORTED).click();
  await expect(page).toHaveURL(/view=REPORTED/);
  await expect(page.getByText(AS_OF_VIEW_HINTS.REPORTED)).toBeVisible();

  await page.setViewportSize(TABLET);
  await shot(page, "delinquency-04-statement-820");
  await page.goBack();
  await expect(page.getByTestId("bucket-chart")).toBeVisible();
  await shot(page, "delinquency-05-view-820");
});

test("the legend's buttons drill down too, and tranche rows show their own DPD", async ({ page }) => {
  await page.setViewportSize(WIDE);
  await signIn(page, "nbfc@demo.in", "/delinquency");
  const counts = await bucketCounts(page);
  await page.locator(".ant-segmented-item", { hasText: "Tranches" }).click();
  await expect(page.getByRole("table", { name: "Tranches" })).toBeVisible();
  const tranches = await bucketCounts(page);
  expect(tranches.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(
    counts.reduce((sum, n) => sum + n, 0),
  );
  const npa = DPD_BUCKETS.indexOf("NPA");
  await page.getByRole("list", { name: "Buckets" }).getByRole("button").nth(npa).click();
  const table = page.getByRole("table", { name: "Tranches" });
  if (tranches[npa]! > 0) {
    await expect(table.locator("tbody .ant-tag").first()).toHaveText("NPA");
  } else {
    await expect(page.getByText("No rows in this bucket")).toBeVisible();
  }
  await shot(page, "delinquency-06-nbfc-tranches-1440");
});

test("the day-end's overdue penal: the date's total beside the run, its own line on the statement, never twice", async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await signIn(page, "ops@demo.in", "/delinquency");
  // The seed's day-end charged the demo's overdue loans their penal to today.
  await expect(page.getByText(/^Day-end run .+ · penal charged ₹[\d,]+\.\d\d$/)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search borrowers" }).fill("Jashoda Makwana");
  const row = page.getByRole("table", { name: "Borrowers" }).locator("tbody tr.ant-table-row");
  await expect(row).toHaveCount(1);
  await row.locator("td").nth(2).click();
  const lines = page.getByRole("table", { name: "Statement lines" });
  const penal = lines.locator("tbody tr").filter({ hasText: "Penal charge (Overdue)" });
  await expect(penal.first()).toBeVisible();
  const count = await penal.count();
  await shot(page, "delinquency-06-penal-line-1440");

  // A re-run of the date charges nothing twice: the statement keeps the same penal lines.
  await page.goBack();
  await page.getByRole("button", { name: "Run day-end" }).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Run day-end" }).click();
  await expect(page.locator(".ant-notification-notice").last()).toContainText("Day-end run for");
  await page.goForward();
  await expect(lines).toBeVisible();
  await expect(penal).toHaveCount(count);
  await page.setViewportSize(TABLET);
  await page.goBack();
  await shot(page, "delinquency-07-run-820");
});
