import { expect, test } from "./test";
import { shot, signIn } from "./invoices-helpers";
import { settledDialog } from "./dialogs";

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SAMPLE = "server/db/seed/samples/bank-statement-sample.csv";

test.describe.configure({ mode: "serial" });

test("a statement upload matches most credits; a credit in suspense is matched by hand", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signIn(page, "payments@demo.in", "/reconciliation");
  await page.getByRole("textbox", { name: "Bank" }).fill("HDFC Bank");
  await page.locator('input[type="file"]').setInputFiles(SAMPLE);
  await page.getByRole("button", { name: "Upload and match" }).click();

  const report = page.getByRole("region", { name: "Reconciliation report" });
  await expect(report).toContainText("HDFC Bank: matched71.43%");
  await expect(report.getByText("Matched automatically")).toBeVisible();
  const lines = page.getByRole("table", { name: "Lines" });
  await expect(lines.getByRole("row", { name: /BASAVARAJ PATIL/ })).toContainText("Automatic (85%)");
  await expect(lines.getByRole("row", { name: /KALPESH VAGHELA BATCH/ })).toContainText("Kalpesh Vaghela");
  await shot(page, "reconciliation-01-statement-1440");

  await page.goto("/reconciliation?tab=suspense");
  const suspense = page.getByRole("table", { name: "Suspense" });
  const cash = suspense.getByRole("row", { name: /CASH DEPOSIT/ });
  await cash.getByRole("button", { name: "Match or return" }).click();
  const dialog = await settledDialog(page);
  await dialog.getByRole("searchbox", { name: "Search dues and receipts" }).fill("Basavaraj");
  const due = dialog.getByRole("row", { name: /Basavaraj Patil/ }).first();
  await expect(due).toBeVisible();
  await due.getByRole("checkbox").check();
  await expect(dialog.getByText("Picked ₹27,504.00 of ₹27,504.00")).toBeVisible();
  await shot(page, "reconciliation-02-match-dialog-1440");
  await dialog.getByRole("button", { name: "Match", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(suspense.getByRole("row", { name: /CASH DEPOSIT/ })).toHaveCount(0);
  await expect(suspense.getByRole("row", { name: /UNKNOWN REMITTER/ })).toBeVisible();

  await page.setViewportSize(TABLET);
  await page.goto("/reconciliation");
  const statements = page.getByRole("table", { name: "Statements" });
  await expect(statements.getByRole("row", { name: /bank-statement-sample\.csv/ })).toContainText("85.71%");
  await shot(page, "reconciliation-03-statements-820");
});
