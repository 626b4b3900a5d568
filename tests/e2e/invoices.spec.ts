import { expect, test } from "./test";
import { confirmPopconfirm } from "./dialogs";
import { choose, freshGstin, istToday, PDF_BYTES, shot, signIn, typeDate } from "./invoices-helpers";

const run = Date.now();
const supplierName = `E2E Supplier ${run % 100_000}`;
const invoiceNumber = `E2E-${run % 1_000_000}`;
/** A NEFT-shaped UTR unique to this run (the server refuses a UTR used before). */
const utrNumber = `HDFCN26327${String(run % 1_000_000).padStart(6, "0")}`;

test.describe.configure({ mode: "default" });

test("anchor creates a supplier, enters an invoice; ops verifies; payments approves and enters the UTR", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "anchor@demo.in", "/merchant/supplier-invoices?tab=supplier-create");
  const form = page.getByRole("form", { name: "Supplier create" });
  await form.getByLabel("GST Number").fill(freshGstin(run));
  await form.getByLabel("Supplier Name").fill(supplierName);
  await form.getByLabel("Phone Number").fill("9812345678");
  await form.getByLabel("Bank Account Number").fill("50100123456789");
  await form.getByLabel("IFSC").fill("HDFC0000001");
  await expect(form.getByLabel("Bank Name")).not.toHaveValue("");
  await expect(form.getByLabel("Bank Name")).toBeDisabled();
  await shot(page, "01-supplier-create");
  await form.getByRole("button", { name: "Create supplier" }).click();
  await expect(form.getByLabel("Supplier Name")).toHaveValue("");
  // The anchor's suppliers are listed under the form, found by the debounced search, and open in the form to edit.
  await page.getByRole("searchbox", { name: "Search suppliers" }).fill(supplierName);
  const suppliers = page.getByRole("table", { name: "Suppliers" });
  await expect(suppliers.locator(".ant-table-row")).toHaveCount(1);
  await suppliers.getByRole("button", { name: `Edit ${supplierName}` }).click();
  const edit = page.getByRole("form", { name: "Supplier edit" });
  await expect(edit.getByLabel("GST Number")).toHaveValue(freshGstin(run));
  await expect(edit.getByLabel("Bank Name")).not.toHaveValue("");
  await shot(page, "01b-supplier-edit");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("form", { name: "Supplier create" })).toBeVisible();

  await page.getByRole("tab", { name: "Supplier repayment" }).click();
  const entry = page.getByRole("form", { name: "Supplier repayment entry" });
  await expect(entry.getByLabel("Interest Rate (% per year)")).not.toHaveValue("");
  await choose(page, "Supplier", `${supplierName} (${freshGstin(run)})`);
  await entry.getByLabel("Invoice Number").fill(invoiceNumber);
  await entry.getByLabel("Invoice Amount (₹)").fill("125000");
  await typeDate(page, "Invoice Date", istToday());
  await typeDate(page, "Payment Date", istToday());
  await entry.getByLabel("Actual Payment Amount (₹)").fill("123500");
  await entry
    .locator("input[type=file]")
    .setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
  await shot(page, "02-supplier-repayment");
  await entry.getByRole("button", { name: "Submit supplier invoice" }).click();
  await expect(entry.getByLabel("Invoice Number")).toHaveValue("");

  await page.goto(
    `/invoices?filters[0][field]=invoiceNumber&filters[0][operator]=eq&filters[0][value]=${invoiceNumber}`,
  );
  const row = page.getByRole("row", { name: new RegExp(invoiceNumber) });
  await expect(row).toContainText("Initiated");
  await row.getByRole("link", { name: invoiceNumber }).click();
  // The heading and the breadcrumb name the invoice by its number, not by the id in the path.
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
    "Invoices",
    `Invoice ${invoiceNumber}`,
  ]);
  await expect(page).toHaveTitle(`Invoice ${invoiceNumber} · Ledgerline`);
  const detailUrl = page.url();
  await shot(page, "03-invoice-show-anchor");

  await signIn(page, "ops@demo.in", detailUrl);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Verify invoice ${invoiceNumber} for ₹1,25,000?`)).toBeVisible();
  await page.getByRole("button", { name: "Yes, verify" }).click();
  await expect(page.getByLabel("Status timeline")).toContainText("Verified");

  await signIn(page, "payments@demo.in", detailUrl);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(`Approve payment of ₹1,23,500 for invoice ${invoiceNumber}?`)).toBeVisible();
  await confirmPopconfirm(page, "Yes, approve");
  await expect(page.getByLabel("Status timeline")).toContainText("Approved");
  await page.getByRole("button", { name: "Enter UTR" }).click();
  const utr = page.getByRole("form", { name: "Enter UTR" });
  await expect(utr.getByLabel("Supplier Name")).toBeDisabled();
  await utr.getByLabel("UTR number").fill(utrNumber);
  await shot(page, "04-utr-entry");
  await utr.getByRole("button", { name: /Mark paid/ }).click();

  const timeline = page.getByLabel("Status timeline");
  await expect(timeline).toContainText("Paid");
  for (const status of ["Initiated", "Verified", "Approved", "Paid"])
    await expect(timeline).toContainText(status);
  await expect(page.getByText(utrNumber, { exact: true })).toBeVisible();
  await shot(page, "05-invoice-paid");
});

test("a rejection with its reason shows on the anchor's side", async ({ page }) => {
  await signIn(
    page,
    "ops@demo.in",
    "/invoices?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=Initiated",
  );
  const first = page.locator(".ant-table-row").first().getByRole("link");
  const number = (await first.textContent()) ?? "";
  await first.click();
  const detailUrl = page.url();
  await page.getByRole("button", { name: "Reject" }).click();
  const reject = page.getByRole("form", { name: "Reject invoice" });
  await reject.getByRole("button", { name: "Reject invoice" }).click();
  await expect(reject.getByText("Reason is required")).toBeVisible();
  await choose(page, "Reason", "Invalid document");
  await reject.getByLabel("Details").fill("The PDF is unreadable");
  await shot(page, "06-reject");
  await reject.getByRole("button", { name: "Reject invoice" }).click();
  await expect(page.getByText("Rejected: Invalid document")).toBeVisible();

  await signIn(page, "anchor@demo.in", detailUrl);
  await expect(page.getByText("Rejected: Invalid document")).toBeVisible();
  await expect(page.getByText("The PDF is unreadable").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
});

test("a partner invoice shows the derived actual payment", async ({ page }) => {
  await signIn(page, "anchor@demo.in", "/merchant/supplier-invoices?tab=partner-repayment");
  const entry = page.getByRole("form", { name: "Partner repayment entry" });
  await expect(entry.getByLabel("Interest Rate (% per year)")).not.toHaveValue("");
  const rate = Number(await entry.getByLabel("Interest Rate (% per year)").inputValue());
  await entry.getByLabel("Invoice Amount (₹)").fill("100000");
  await choose(page, "TDS Applicable", "2%");
  const expected = Math.round(100000 - 2000 - (100000 * rate * 30) / 100 / 365);
  await expect(entry.getByRole("textbox", { name: "Actual Payment Amount" })).toHaveValue(
    `₹${expected.toLocaleString("en-IN")}`,
  );
  await shot(page, "07-partner-repayment");
});

test("filters, sort and page size survive a reload", async ({ page }) => {
  await signIn(page, "anchor@demo.in", "/invoices");
  // The first page must have arrived: the table re-renders its headers (and their open filter) when it does.
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await page
    .getByRole("columnheader", { name: /Status/ })
    .locator(".ant-table-filter-trigger")
    .click();
  const dropdown = page.getByRole("group", { name: "Status filter" });
  // A click that lands while the dropdown still slides in can miss; check() is idempotent, so try again.
  await expect(async () => {
    await dropdown.getByLabel("Paid").check({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await dropdown.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("columnheader", { name: /Invoice amount/ }).click();
  await expect(page).toHaveURL(/status/);
  await expect(page.locator(".ant-table-row").first()).toContainText("Paid");
  await page.reload();
  await expect(page.locator(".ant-table-row").first()).toContainText("Paid");
  const header = page.getByRole("columnheader", { name: /Status/ });
  await expect(header.locator(".ant-table-filter-trigger.active")).toBeVisible();
  await header.locator(".ant-table-filter-trigger").click();
  await expect(page.getByRole("group", { name: "Status filter" }).getByLabel("Paid")).toBeChecked();
  await shot(page, "08-list-filtered");
});
