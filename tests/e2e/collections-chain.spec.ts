import type { EmiDetail, EmiItem } from "@domain/api/emis";
import { expect, type Page, test } from "./test";
import { istToday, shot, signIn } from "./invoices-helpers";
import { confirmPopconfirm, settledDialog } from "./dialogs";
import { apiAs, pick } from "./loans-helpers";
import { approvalCardOf, enterManualPayment, freshUtr } from "./manual-payment";

const WIDE = { width: 1440, height: 900 };
const OPS = "ops@demo.in";
const MAKER = "payments@demo.in";
const CHECKER = "superadmin@demo.in";
/** The seed's SMA-0 dairy farmer (LN-000022): one overdue EMI, bounced 04, every other due paid or not yet due. */
const BORROWER = "Jashoda Makwana";

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The newest notification on screen: a command's success, or the server's refusal in words. */
const lastToast = (page: Page) => page.locator(".ant-notification-notice").last();

/** The borrower's row in the delinquency view, searched by name: its bucket tag. */
async function bucketOf(page: Page): Promise<string> {
  await page.getByRole("searchbox", { name: "Search borrowers" }).fill(BORROWER);
  const row = page
    .getByRole("table", { name: "Borrowers" })
    .locator("tbody tr.ant-table-row")
    .filter({ hasText: BORROWER });
  await expect(row).toHaveCount(1);
  return (await row.locator(".ant-tag").first().innerText()).trim();
}

test("the collections chain: a bounce by return code, a manual payment with UTR approved by a second user, the EMI paid and the borrower's bucket moved", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await signIn(page, CHECKER, "/delinquency");
  expect(await bucketOf(page)).toBe("SMA-0");

  // The seeded bounce (04, retryable) is presented again through the API: re-presented, filed, sent to NPCI.
  const [bounced] = await apiAs<EmiItem[]>(
    request,
    OPS,
    "GET",
    `/account/emis?search=${encodeURIComponent(BORROWER)}&status=BOUNCED&pageSize=10`,
  );
  expect(bounced).toBeDefined();
  const call = (path: string, data: object) => apiAs<EmiDetail>(request, OPS, "POST", path, data);
  let emi = await call("/account/collect/payment/reschedule", {
    emiId: bounced!.id,
    version: bounced!.version,
    reschedule_date: istToday(),
  });
  const owed = {
    principal: emi.principalDuePaise - emi.principalPaidPaise,
    interest: emi.interestDuePaise - emi.interestPaidPaise,
    penal: emi.penalDuePaise - emi.penalPaidPaise,
  };
  emi = await call("/account/collect/payment/schedule", {
    enachInvoiceId: emi.id,
    enachAmount: rupees(emi.outstandingPaise),
    enachDate: istToday(),
    principalAmount: rupees(owed.principal),
    interestAmount: rupees(owed.interest),
    penalAmount: rupees(owed.penal),
    interestDays: 30,
    pendingPrincipalAmount: rupees(owed.principal),
    version: emi.version,
  });
  emi = await call(`/account/emis/${emi.id}/actions/present`, { version: emi.version, presentation: "NACH" });
  expect(emi.status).toBe("INITIATED");

  // Ops records the bank's return: 04, insufficient balance, with its bounce charge.
  await signIn(page, OPS, `/emis/${emi.id}`);
  const toolbar = page.getByRole("toolbar", { name: "EMI actions" });
  await expect(page.getByText("Initiated").first()).toBeVisible();
  // The timeline may already hold the seed's own 04 return: the new one is one more entry, not the only one.
  const returned04 = page.getByText("Returned 04 · Insufficient balance");
  const returnsBefore = await returned04.count();
  await toolbar.getByRole("button", { name: "Bounce", exact: true }).click();
  await pick(page, "Return code", /^04 · Insufficient balance$/, "04");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Record bounce/ })
    .click();
  await expect(page.getByText("Bounced").first()).toBeVisible();
  await expect(returned04).toHaveCount(returnsBefore + 1);
  await shot(page, "chain-01-bounced-1440");

  // The payments user enters the borrower's transfer with its UTR, for everything the EMI now owes.
  const due = await apiAs<EmiDetail>(request, OPS, "GET", `/account/emis/${emi.id}`);
  expect(due.bounceCount).toBe(bounced!.bounceCount + 1);
  const utr = freshUtr("7");
  await signIn(page, MAKER, null);
  await enterManualPayment(page, due.trancheRef, due.outstandingPaise, utr);

  // A second staff user approves it; the EMI is paid.
  const card = await approvalCardOf(page, CHECKER, utr);
  await expect(card.getByText(due.trancheRef).first()).toBeVisible();
  await shot(page, "chain-02-approval-1440");
  await card.getByRole("button", { name: "Approve" }).click();
  await confirmPopconfirm(page, "Yes, approve");
  // The server's answer in words first: a refusal fails here with its reason, not as a card left on screen.
  await expect(lastToast(page)).toContainText("Approved");
  await expect(card).toBeHidden();
  await page.goto(`/emis/${emi.id}`);
  await expect(page.getByText("Completed").first()).toBeVisible();
  const paid = await apiAs<EmiDetail>(request, CHECKER, "GET", `/account/emis/${emi.id}`);
  expect(paid).toMatchObject({ status: "COMPLETED", outstandingPaise: 0 });
  await shot(page, "chain-03-paid-1440");

  // The day-end reclassifies from the ledger: nothing overdue, the borrower is Standard again.
  await page.goto("/delinquency");
  await page.getByRole("button", { name: "Run day-end" }).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Run day-end" }).click();
  await expect(lastToast(page)).toContainText("Day-end run for");
  await expect.poll(() => bucketOf(page), { timeout: 15_000 }).toBe("Standard");
  await shot(page, "chain-04-bucket-moved-1440");
});

test("money staff mark a presented EMI's NACH debit succeeded on the EMI page; a second user approves it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [pending] = await apiAs<EmiItem[]>(
    request,
    OPS,
    "GET",
    "/account/emis?status=PENDING&trancheKind=LOAN&sort=-dueDate&pageSize=10",
  );
  const call = (path: string, data: object) => apiAs<EmiDetail>(request, OPS, "POST", path, data);
  let emi = await call(`/account/emis/${pending!.id}/actions/markReady`, { version: pending!.version });
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

  const reference = `8${String(Date.now()).slice(-11)}`;
  await page.setViewportSize(WIDE);
  await signIn(page, CHECKER, `/emis/${emi.id}`);
  const toolbar = page.getByRole("toolbar", { name: "EMI actions" });
  await toolbar.getByRole("button", { name: "Debit succeeded" }).click();
  const dialog = await settledDialog(page);
  await expect(dialog.getByLabel("Amount")).toHaveValue(rupees(emi.outstandingPaise));
  await dialog.getByLabel("Bank reference").fill("HDFCN95523444751");
  await dialog.getByRole("button", { name: "Send for approval" }).click();
  await expect(dialog.getByText("NEFT UTR day of the year 523 does not exist in 2095")).toBeVisible();
  await dialog.getByLabel("Bank reference").fill(reference);
  await dialog.getByRole("button", { name: "Send for approval" }).click();
  await expect(
    dialog.getByText(/^NACH debit of .+: waiting for another staff user's approval$/),
  ).toBeVisible();
  await shot(page, "chain-05-debit-succeeded-1440");

  await signIn(page, MAKER, "/collections/approvals");
  const card = page.locator(".ant-card").filter({ hasText: `UTR ${reference}` });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Approve" }).click();
  await confirmPopconfirm(page, "Yes, approve");
  // The server's answer in words first: a refusal fails here with its reason, not as a card left on screen.
  await expect(lastToast(page)).toContainText("Approved");
  await expect(card).toBeHidden();
  await page.goto(`/emis/${emi.id}`);
  await expect(page.getByText("Completed").first()).toBeVisible();
  const [receipt] = await apiAs<{ channel: string }[]>(
    request,
    CHECKER,
    "GET",
    `/account/collections?utr=${reference}`,
  );
  expect(receipt).toMatchObject({ channel: "NACH" });
});
