import type { EmiItem } from "@domain/api/emis";
import type { EsignRequest } from "@domain/api/esign";
import type { LoanDetail, LoanItem } from "@domain/api/loans";
import type { MandateDetail } from "@domain/api/mandates";
import { type Browser, expect, type Locator, type Page, test } from "./test";
import { confirmPopconfirm } from "./dialogs";
import { openDropdowns, shot, signIn } from "./invoices-helpers";
import { apiAs } from "./loans-helpers";

const ADMIN = "admin@demo.in";
const OPS = "ops@demo.in";
/** The second staff user, who approves what the admin files. */
const CHECKER = "payments@demo.in";
const MEENA = "Meena Joshi (9876500007)";
/** A borrower whose signed loan waits for its e-NACH mandate and processing fee. */
const HITESH = "Hitesh Patel (9876500010)";

const form = (page: Page, name: string) => page.getByRole("form", { name, exact: true });
const previewOf = (page: Page) => page.getByRole("region", { name: "Preview" });
const outcomeOf = (page: Page) =>
  page.locator(".ant-card", { hasText: "Preview and outcome" }).getByRole("alert");

/** Picks `option` in the antd Select whose input has `id`, typing `search` first when given. */
async function pickIn(page: Page, id: string, option: string | RegExp, search?: string) {
  const input = page.locator(`#${id}`);
  const field = page.locator(".ant-select", { has: input });
  const chosen = field.locator(".ant-select-selection-item");
  if (typeof option === "string" && (await chosen.filter({ hasText: option }).count())) return;
  await expect(async () => {
    if (!(await openDropdowns(page).count())) await field.locator(".ant-select-selector").click();
    if (search) await input.fill(search);
    await openDropdowns(page)
      .locator(".ant-select-item-option")
      .filter({ hasText: option })
      .first()
      .click({ timeout: 3_000 });
    await expect(chosen).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks the operation and the merchant user, found by typing part of the name. */
async function choose(page: Page, operation: string, user = MEENA) {
  await pickIn(page, "utility-operation", operation);
  await pickIn(page, "utility-user", user, user.split(" ")[0]);
}

/** Previews the filled form, checks what the preview says, confirms, and answers the outcome's text. */
async function previewAndConfirm(page: Page, name: string, shows: string | RegExp, shotName?: string) {
  await form(page, name).getByRole("button", { name: "Preview" }).click();
  const preview = previewOf(page);
  await expect(preview).toContainText(shows);
  const summary = (await preview.locator("p").first().textContent()) ?? "";
  if (shotName) await shot(page, shotName);
  await preview.getByRole("button", { name: "Confirm" }).click();
  await expect(outcomeOf(page)).toBeVisible();
  return { summary: summary.split(" · ")[0]!, outcome: (await outcomeOf(page).textContent()) ?? "" };
}

/** The second staff user approves the operation the admin filed, seeing the admin's preview. */
async function approve(checker: Page, summary: string, shotName?: string) {
  await checker.goto("/collections/approvals");
  const card = checker.locator(".ant-card").filter({ hasText: summary });
  await expect(card).toBeVisible();
  if (shotName) await shot(checker, shotName);
  await card.getByRole("button", { name: "Approve" }).click();
  await confirmPopconfirm(checker, "Yes, approve");
  await expect(card).toBeHidden();
}

/**
 * A page signed in as `email` in its own browser context (the admin and the checker side by side), on `path`
 * (`null`: on none yet, for a page whose first stop comes later).
 */
async function signedInPage(browser: Browser, email: string, width: number, path: string | null) {
  const context = await browser.newContext({ viewport: { width, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, email, path);
  return page;
}

const amountIn = (text: string) => /₹([\d,]+(?:\.\d\d)?) is still due/.exec(text)?.[1]?.replace(/,/g, "");

// The three tests need nothing of each other (each worker has a server and data of its own): the two form
// walks run beside the long operations test instead of after it.
test.describe.configure({ mode: "parallel" });

test("an admin runs each of the nine operations; a second staff user approves the money ones", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // What the sync operations act on: Meena's KFS e-sign request, and Hitesh's mandate registered and authenticated
  // in the sandbox (the registration the mandates screen makes; the seeded mandates are no provider's).
  const meena = (await apiAs<LoanItem[]>(request, OPS, "GET", "/user/loans?search=LN-000006"))[0]!;
  const [kfs] = await apiAs<EsignRequest[]>(
    request,
    OPS,
    "GET",
    `/user/esign/search?loanId=${meena.id}&documentType=KFS`,
  );
  const [hiteshLoan] = await apiAs<LoanItem[]>(request, OPS, "GET", "/user/loans?search=LN-000008");
  const registered = await apiAs<MandateDetail>(request, OPS, "POST", "/user/mandates", {
    loanId: hiteshLoan!.id,
    kind: "ENACH",
    maxAmount: "50000",
    frequency: "MONTHLY",
    startDate: "2026-12-01",
    endDate: "2027-12-01",
    accountNumber: "123456789012",
    ifsc: "SBIN0000300",
    accountHolderName: "Hitesh Patel",
  });
  const mandate = await apiAs<MandateDetail>(
    request,
    OPS,
    "POST",
    `/user/mandates/sandbox/${registered.providerMandateId}/authenticate`,
    { outcome: "registered" },
  );
  // One of Meena's drawdown dues made ready for the e-NACH file.
  const [due] = await apiAs<EmiItem[]>(
    request,
    OPS,
    "GET",
    `/account/emis?borrowerUserId=${meena.borrowerUserId}&trancheKind=INVOICE&status=PENDING&sort=dueDate`,
  );
  await apiAs(request, OPS, "POST", `/account/emis/${due!.id}/actions/markReady`, { version: due!.version });

  const page = await signedInPage(browser, ADMIN, 1440, "/admin/utility");
  const checker = await signedInPage(browser, CHECKER, 1440, null);
  await expect(page.getByRole("tab", { name: "Run an operation" })).toBeVisible();

  // cancel: only Meena's invoices that can still be cancelled are offered.
  await choose(page, "Cancel invoice");
  await pickIn(
    page,
    "field-cancelInvoiceId",
    /^INV-\d+ · ₹[\d,.]+ · (Initiated|Pre-initiated|Verified|Approved)$/,
  );
  let run = await previewAndConfirm(page, "Cancel invoice", /→ Cancelled/, "utility-preview-cancel-1440");
  expect(run.outcome).toContain("Done: Cancel invoice INV-");

  // scheduleEnach: picking the EMI fills what it still owes.
  await choose(page, "Schedule e-NACH debit");
  await pickIn(page, "field-enachInvoiceId", new RegExp(`^${due!.trancheRef} #${due!.installmentNumber} · `));
  await expect(form(page, "Schedule e-NACH debit").getByLabel("Pending Principal Amount")).not.toHaveValue(
    "",
  );
  run = await previewAndConfirm(page, "Schedule e-NACH debit", `e-NACH debit of`);
  expect(run.outcome).toContain("(Ready for scheduling → Scheduled)");

  // updateWallet and syncWallet, which reads the status back from her onboarding: Active once it is complete.
  // Her wallet starts Active; the specs before this one share the server's data and may have moved her
  // onboarding back (a mandate revoked before the fee), so the order follows what sync will find.
  const { onboardingStatus } = await apiAs<LoanDetail>(request, OPS, "GET", `/user/loans/${meena.id}`);
  const syncWallet = async (shows: string) => {
    await choose(page, "Sync wallet");
    run = await previewAndConfirm(page, "Sync wallet", shows);
    expect(run.outcome).toContain("Done:");
  };
  if (onboardingStatus !== "ACTIVE")
    await syncWallet(`Active → In-Active (onboarding ${onboardingStatus ?? "not started"})`);
  await choose(page, "Update wallet status");
  const wallet = form(page, "Update wallet status");
  await wallet.getByRole("button", { name: "Preview" }).click();
  await expect(wallet.getByText("Wallet Status is required")).toBeVisible();
  const target = onboardingStatus === "ACTIVE" ? "In-Active" : "Active";
  await pickIn(page, "field-userWalletStatus", new RegExp(`^${target}$`));
  run = await previewAndConfirm(
    page,
    "Update wallet status",
    `${target === "Active" ? "In-Active" : "Active"} → ${target}`,
  );
  expect(run.outcome).toContain("Done:");
  if (onboardingStatus === "ACTIVE") await syncWallet("In-Active → Active (onboarding ACTIVE)");

  // syncEsign: the KFS request of her loan takes the provider's status.
  await choose(page, "Sync e-sign");
  await pickIn(page, "field-loanId", /^LN-000006 · /);
  await pickIn(page, "field-digioId", `Key fact statement (KFS) · ${kfs!.digioId} · signed`);
  await expect(
    form(page, "Sync e-sign").locator(".ant-select", { has: page.locator("#field-documentType") }),
  ).toContainText("Key fact statement (KFS)");
  run = await previewAndConfirm(page, "Sync e-sign", `${kfs!.digioId} of LN-000006`);
  expect(run.outcome).toContain("Done:");

  // syncMandate and markFeePaid on Hitesh: the mandate checked against the provider, the fee filed for approval.
  await choose(page, "Sync mandate", HITESH);
  await pickIn(page, "field-loanId", /^LN-000008 · /);
  await pickIn(page, "field-digioEna", new RegExp(`^${mandate.providerMandateId} · Scheduled · `));
  const sync = form(page, "Sync mandate");
  await sync.getByLabel("UMRN").fill(mandate.umrn!);
  await sync.getByLabel("Mandate Amount").fill("50000");
  await sync.getByLabel("Account Number").fill("123456789012");
  run = await previewAndConfirm(page, "Sync mandate", `Mandate ${mandate.providerMandateId} of LN-000008`);
  expect(run.outcome).toContain("Done:");

  await choose(page, "Mark processing fee", HITESH);
  await pickIn(page, "field-loanId", /^LN-000008 · /);
  const fee = form(page, "Mark processing fee");
  await fee.getByLabel("Amount", { exact: true }).fill("2000");
  await fee.getByLabel("UTR number").fill("512345678901");
  run = await previewAndConfirm(page, "Mark processing fee", "Processing fee of ₹2,000 paid on LN-000008");
  expect(run.outcome).toContain("waiting for approval");
  await approve(checker, run.summary);

  // closeLoan is refused while dues remain, naming what closes the loan today: the dues payable, the principal
  // still to come and the current period's interest to today. A due on the e-NACH file is taken off it first (a
  // receipt never pays a due at the bank). The payment of that amount, once approved, pays the loan off and
  // closes it: the interest of later periods is not charged.
  const onFile = await apiAs<EmiItem[]>(
    request,
    OPS,
    "GET",
    `/account/emis?loanId=${meena.id}&status=SCHEDULED&pageSize=100`,
  );
  for (const due of onFile)
    await apiAs(request, OPS, "POST", `/account/emis/${due.id}/actions/unschedule`, { version: due.version });
  await choose(page, "Close loan");
  await pickIn(page, "field-loanId", /^LN-000006 · /);
  await form(page, "Close loan").getByRole("button", { name: "Preview" }).click();
  await expect(page.locator(".ant-card", { hasText: "Preview and outcome" })).toContainText(
    /LN-000006 cannot be closed: ₹[\d,.]+ is still due/,
  );
  const balance = amountIn((await outcomeOf(page).textContent()) ?? "")!;

  await choose(page, "Record manual payment");
  const payment = form(page, "Manual payment");
  await payment.getByLabel("Invoice Id", { exact: true }).fill("LN-000006");
  await payment.getByLabel("Payment Amount", { exact: true }).fill(balance);
  await payment.getByLabel("UTR number", { exact: true }).fill("612345678901");
  run = await previewAndConfirm(
    page,
    "Manual payment",
    "pays the tranche off",
    "utility-preview-payment-1440",
  );
  expect(run.outcome).toContain("waiting for approval");
  await expect(outcomeOf(page).getByRole("link", { name: "Collections → Approvals" })).toHaveAttribute(
    "href",
    "/collections/approvals",
  );
  await shot(page, "utility-outcome-payment-1440");
  await approve(checker, run.summary, "utility-approval-payment-1440");
  const closed = await apiAs<LoanItem[]>(request, OPS, "GET", "/user/loans?search=LN-000006");
  expect(closed[0]!.status).toBe("CLOSED");

  // The history: every operation, who approved the money ones.
  await page.getByRole("tab", { name: "History" }).click();
  const rows = page.getByRole("row");
  for (const operation of [
    "Cancel invoice",
    "Schedule e-NACH debit",
    "Update wallet status",
    "Sync wallet",
    "Sync e-sign",
    "Sync mandate",
  ])
    await expect(rows.filter({ hasText: operation }).filter({ hasText: "Done" })).toHaveCount(1);
  for (const operation of ["Mark processing fee", "Record manual payment"])
    await expect(rows.filter({ hasText: operation }).filter({ hasText: "Approved by" })).toHaveCount(1);
  await shot(page, "utility-history-nine-1440");
});

/** Each operation's form at both widths, with the picker of its record open where it has one. */
const FORMS: { operation: string; form: string; picker?: string }[] = [
  { operation: "Cancel invoice", form: "Cancel invoice", picker: "field-cancelInvoiceId" },
  { operation: "Record manual payment", form: "Manual payment" },
  { operation: "Sync wallet", form: "Sync wallet" },
  { operation: "Schedule e-NACH debit", form: "Schedule e-NACH debit", picker: "field-enachInvoiceId" },
  { operation: "Mark processing fee", form: "Mark processing fee", picker: "field-loanId" },
  { operation: "Update wallet status", form: "Update wallet status" },
  { operation: "Sync mandate", form: "Sync mandate", picker: "field-loanId" },
  { operation: "Sync e-sign", form: "Sync e-sign", picker: "field-loanId" },
  { operation: "Close loan", form: "Close loan", picker: "field-loanId" },
];

for (const width of [1440, 820]) {
  test(`each operation's form at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, ADMIN, width, "/admin/utility");
    for (const [index, entry] of FORMS.entries()) {
      await choose(page, entry.operation);
      const shown: Locator = form(page, entry.form);
      await shown.getByRole("button", { name: "Preview" }).click();
      if (entry.picker) {
        await expect(shown.locator(".ant-form-item-explain-error").first()).toBeVisible();
        await page.locator(".ant-select", { has: page.locator(`#${entry.picker}`) }).click();
        await expect(page.locator(".ant-select-dropdown:visible").last()).toBeVisible();
      }
      await shot(
        page,
        `utility-form-${index + 1}-${entry.operation.replace(/\W+/g, "-").toLowerCase()}-${width}`,
      );
      await page.keyboard.press("Escape");
    }
    await page.getByRole("tab", { name: "History" }).click();
    await shot(page, `utility-history-${width}`);
  });
}
