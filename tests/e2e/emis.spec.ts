import type { EmiDetail, EmiItem } from "@domain/api/emis";
import { expect, test } from "./test";
import { istToday, shot, signIn } from "./invoices-helpers";
import { apiAs, pick } from "./loans-helpers";
import { settledDialog } from "./dialogs";

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };
const OPS = "ops@demo.in";

test("ops opens the bounce list, bounces a presented EMI with return code 04 and re-presents it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A demo due taken to presentation through the API: the UI records what the bank answers.
  const payload = await apiAs<EmiItem[]>(
    request,
    OPS,
    "GET",
    "/account/emis?status=PENDING&trancheKind=LOAN&sort=-dueDate&pageSize=10",
  );
  const pending = payload[0]!;
  const call = (path: string, data: object) => apiAs<EmiDetail>(request, OPS, "POST", path, data);
  let emi = await call(`/account/emis/${pending.id}/actions/markReady`, { version: pending.version });
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  emi = await call("/account/collect/payment/schedule", {
    enachInvoiceId: emi.id,
    enachAmount: rupees(emi.outstandingPaise),
    enachDate: istToday(),
    principalAmount: rupees(emi.principalDuePaise),
    interestAmount: rupees(emi.interestDuePaise),
    penalAmount: rupees(emi.penalDuePaise),
    interestDays: 30,
    pendingPrincipalAmount: rupees(emi.principalDuePaise),
    version: emi.version,
  });
  emi = await call(`/account/emis/${emi.id}/actions/present`, { version: emi.version, presentation: "NACH" });

  await page.setViewportSize(WIDE);
  await signIn(page, OPS, "/emis");
  const table = page.getByRole("table", { name: "EMIs" });
  await expect(table).toBeVisible();
  await shot(page, "emis-01-list-1440");
  await page.getByText("Bounce list", { exact: true }).click();
  await expect(page).toHaveURL(/bounced/);
  await expect(table.getByText("Bounced").first()).toBeVisible();
  await shot(page, "emis-02-bounce-list-1440");

  await page.goto(`/emis/${emi.id}`);
  const toolbar = page.getByRole("toolbar", { name: "EMI actions" });
  await expect(page.getByText("Initiated").first()).toBeVisible();
  await toolbar.getByRole("button", { name: "Bounce", exact: true }).click();
  const dialog = await settledDialog(page);
  await pick(page, "Return code", /^04 · Insufficient balance$/, "04");
  await shot(page, "emis-03-bounce-form-1440");
  await dialog.getByRole("button", { name: /^Record bounce/ }).click();
  await expect(page.getByText("Bounced").first()).toBeVisible();
  await expect(page.getByText("04 · Insufficient balance", { exact: true })).toBeVisible();
  await expect(page.getByText("Returned 04 · Insufficient balance")).toBeVisible();
  await expect(page.getByRole("cell", { name: "Bounce charge" })).toBeVisible();

  // The bounce list now holds it; from there, re-present it.
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "EMIs" }).click();
  await page.getByText("Bounce list", { exact: true }).click();
  await expect(page).toHaveURL(/bounced/);
  await page.getByRole("searchbox", { name: "Search EMIs" }).fill(emi.trancheRef);
  // Until the search applies, the list holds other loans' bounced EMIs, and applying it puts it in the URL: a
  // row clicked before then is left for the list again when the URL catches up.
  await expect(page).toHaveURL(new RegExp(emi.trancheRef));
  await expect(table.locator("tbody tr.ant-table-row").filter({ hasNotText: emi.trancheRef })).toHaveCount(0);
  const row = table
    .getByRole("row")
    .filter({ hasText: emi.trancheRef })
    .filter({ hasText: `EMI ${emi.installmentNumber}` })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/emis/${emi.id}`));
  await toolbar.getByRole("button", { name: "Re-present", exact: true }).click();
  await expect(page.getByLabel("Reschedule Date")).toHaveValue(istToday().split("-").reverse().join("/"));
  await shot(page, "emis-04-represent-1440");
  await (await settledDialog(page)).getByRole("button", { name: "Re-present", exact: true }).click();
  await expect(page.getByText("Rescheduled").first()).toBeVisible();
  await expect(toolbar.getByRole("button", { name: "Schedule e-NACH" })).toBeVisible();
  await shot(page, "emis-05-rescheduled-1440");

  await page.setViewportSize(TABLET);
  await shot(page, "emis-06-show-820");
  await page.goBack();
  await expect(table).toBeVisible();
  await expect(page).toHaveURL(/bounced/);
  await shot(page, "emis-07-bounce-list-820");
});
