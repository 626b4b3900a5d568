import { readFile } from "node:fs/promises";
import type { InvoiceDetail, InvoiceItem } from "@domain/api/invoices";
import { UTR_ROW_REASONS as WHY } from "@domain/api/utr-imports";
import { expect, type Page, test } from "./test";
import { confirmPopconfirm } from "./dialogs";
import { istToday, shot, signIn } from "./invoices-helpers";
import { apiAs } from "./loans-helpers";

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };
const MAKER = "payments@demo.in";
const CHECKER = "superadmin@demo.in";

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Approved invoices without a UTR whose number no other invoice shares, so a row names exactly one. */
async function approvedInvoices(request: Parameters<typeof apiAs>[0], count: number) {
  const approved = await apiAs<InvoiceItem[]>(
    request,
    CHECKER,
    "GET",
    "/account/invoices?status=Approved&sort=invoiceNumber&pageSize=50",
  );
  const chosen: InvoiceItem[] = [];
  for (const invoice of approved) {
    if (invoice.utr || invoice.invoiceDate > istToday()) continue;
    const same = await apiAs<InvoiceItem[]>(
      request,
      CHECKER,
      "GET",
      `/account/invoices?invoiceNumber=${encodeURIComponent(invoice.invoiceNumber)}&pageSize=10`,
    );
    if (same.length === 1) chosen.push(invoice);
    if (chosen.length === count) return chosen;
  }
  throw new Error(`fewer than ${count} Approved invoices to import UTRs for`);
}

async function downloaded(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return readFile((await file.path())!, "utf8");
}

test("a payment user imports UTRs with good, bad and duplicate rows; a second user approves; the invoices are Paid", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const [a, b, c, d] = await approvedInvoices(request, 4);
  const stamp = String(Date.now()).slice(-9);
  const utr = (n: number) => `7${stamp}${String(n).padStart(2, "0")}`;
  const today = istToday();
  const csv = [
    "Invoice Number,UTR Number,Amount,Payment Date",
    `${a!.invoiceNumber},${utr(1)},${rupees(a!.actualPaymentPaise)},${today}`,
    `${b!.invoiceNumber},${utr(2)},${rupees(b!.actualPaymentPaise)},${today.split("-").reverse().join("-")}`,
    `${c!.invoiceNumber},${utr(3)},${rupees(c!.actualPaymentPaise + 100)},${today}`,
    `${d!.invoiceNumber},${utr(1)},${rupees(d!.actualPaymentPaise)},${today}`,
    `INV-E2E-${stamp},${utr(5)},100.00,${today}`,
  ].join("\n");

  await page.setViewportSize(WIDE);
  await signIn(page, MAKER, "/utr-imports");
  await page.getByRole("link", { name: "Upload a UTR file" }).click();
  await expect(page).toHaveURL(/\/utr-imports\/new$/);
  const template = await downloaded(page, "Download template: UTR update");
  expect(template.replace(/^\uFEFF/, "").trim()).toBe("invoiceNumber,utrNumber,amount,paymentDate");
  await page.locator("input[type=file]").setInputFiles({
    name: `utr-e2e-${stamp}.csv`,
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await shot(page, "utr-imports-01-upload-1440");
  await page.getByRole("button", { name: "Upload and check" }).click();

  await expect(page).toHaveURL(/\/utr-imports\/[0-9a-f-]{36}/);
  const importUrl = new URL(page.url()).pathname;
  const figures = page.getByRole("group", { name: "Import figures" });
  await expect(figures).toContainText("40.00");
  await expect(figures).toContainText(/Total rows\s*5/);
  await expect(figures).toContainText(/Valid\s*2/);
  await expect(figures).toContainText(/Rejected\s*3/);
  const rows = page.getByRole("table", { name: "Rows" });
  const row = (n: number) =>
    rows.getByRole("row").filter({ has: page.getByRole("cell", { name: String(n), exact: true }) });
  await expect(row(1)).toContainText("Valid");
  await expect(row(2)).toContainText("Valid");
  await expect(row(3)).toContainText(/Amount does not match the invoice's actual payment amount ₹/);
  await expect(row(4)).toContainText(WHY.utrInFile(1));
  await expect(row(5)).toContainText(WHY.invoiceUnknown);
  await expect(row(1).getByRole("link", { name: a!.invoiceNumber })).toBeVisible();
  await shot(page, "utr-imports-02-preview-1440");

  await page.getByLabel("Rows to show").getByText("Invalid", { exact: true }).click();
  await expect(rows.getByRole("row")).toHaveCount(3);
  const rejected = await downloaded(page, "Download rejected rows");
  const lines = rejected
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]!.split(",")).toEqual(expect.arrayContaining(["row", "reason"]));
  expect(lines).toHaveLength(4);
  expect(rejected).toContain(WHY.invoiceUnknown);

  await page.getByRole("button", { name: "Submit for approval" }).click();
  await expect(page.getByText("Waiting for approval", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/another money staff user \(a super admin, an admin/)).toBeVisible();
  await expect(page.getByText("You proposed this; another staff user approves or rejects it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await page.setViewportSize(TABLET);
  await shot(page, "utr-imports-03-waiting-820");

  await page.setViewportSize(WIDE);
  await signIn(page, CHECKER, importUrl);
  await expect(page.getByText(/Bulk UTR import: UTR import utr-e2e-/)).toBeVisible();
  await shot(page, "utr-imports-04-approve-1440");
  await page.getByRole("button", { name: "Approve" }).click();
  await confirmPopconfirm(page, "Yes, approve");
  await expect(page.getByText(/^Approved by .+ and applied$/)).toBeVisible({ timeout: 30_000 });
  await expect(figures).toContainText(/Applied\s*2/);
  await expect(row(1)).toContainText("Applied");
  await shot(page, "utr-imports-05-applied-1440");

  await row(1).getByRole("link", { name: a!.invoiceNumber }).click();
  await expect(page.getByText(utr(1)).first()).toBeVisible();
  await expect(page.getByText("Paid").first()).toBeVisible();
  const paid = await apiAs<InvoiceDetail>(request, CHECKER, "GET", `/account/invoices/${b!.id}`);
  expect(paid).toMatchObject({ status: "Paid", utr: utr(2) });

  await page.goto("/utr-imports");
  const history = page.getByRole("table", { name: "UTR imports" });
  const entry = history.getByRole("row").filter({ hasText: `utr-e2e-${stamp}.csv` });
  await expect(entry).toContainText("Applied");
  await expect(entry).toContainText("40.00%");
  await page.setViewportSize(TABLET);
  await shot(page, "utr-imports-06-history-820");
});

test("operations staff without the payment role are told why the UTR imports are not theirs", async ({
  page,
}) => {
  await signIn(page, "ops@demo.in", "/utr-imports");
  // The access check's reason (UTR_IMPORTERS_ONLY_REASON; the providers cannot load outside the browser build).
  await expect(page.getByText("Access denied")).toBeVisible();
  await expect(page.getByText(/Only payment staff .* import UTR files/)).toBeVisible();
});
