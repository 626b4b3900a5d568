import type { LoanDetail } from "@domain/api/loans";
import { expect, type Page, test } from "./test";
import { addDays } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { addMonths } from "@domain/lending/due-dates";
import { istToday, shot, signIn } from "./invoices-helpers";
import { apiAs, LOAN_TERMS, loanBody, pick } from "./loans-helpers";
import { expectRenderedPdf } from "./rendered-pdf";

/** Types a date into a date field and leaves it (Enter would submit the form the field is in). */
async function typeDateOnly(page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split("-");
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(`${day}/${month}/${year}`);
  await input.press("Tab");
}

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };

test.describe.configure({ mode: "serial" });

const header = (page: Page) => page.locator("header").filter({ has: page.getByRole("toolbar") });
const confirm = async (page: Page, button: string, yes: string) => {
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.getByRole("button", { name: yes, exact: true }).click();
};
const onboarding = (page: Page) => page.getByLabel("Borrower onboarding status");
const SIGN_BUTTON = /^Sign in sandbox as /;
const openEsignTab = async (page: Page, email: string) => {
  await signIn(page, email, `${loanUrl}?tab=esign`);
};
/** The borrower (the demo merchant) signs its open request on its Documents page. */
const signAsBorrower = async (page: Page) => {
  await signIn(page, "merchant@demo.in", "/merchant/documents");
  const requests = page.getByLabel("E-sign requests");
  await expect(
    requests.getByRole("button", { name: "Sign in sandbox as Joshi Milk Collection Centre" }),
  ).toBeVisible();
  await shot(page, "loans-07b-borrower-documents-1440");
  await requests.getByRole("button", { name: "Sign in sandbox as Joshi Milk Collection Centre" }).click();
  await expect(requests.getByRole("button", { name: SIGN_BUTTON })).toHaveCount(0);
};

let loanUrl = "";
let loanId = "";

test("ops enters a loan and watches the APR move with the fee; issues the KFS, whose PDF opens", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await signIn(page, "ops@demo.in", "/loans");
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Loans" }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Loans" })).toBeVisible();
  await shot(page, "loans-01-list-1440");

  await page.getByRole("link", { name: "Create loan" }).click();
  await expect(page).toHaveURL(/\/loans\/new$/);
  const form = page.getByRole("form", { name: "New loan" });
  await pick(page, "Lender", /^Shree Finance Ltd$/);
  await pick(page, "Anchor", /Gokul Dairy Cooperative/, "Gokul");
  await expect(form.getByLabel("Anchor Name")).toHaveValue("Gokul Dairy Cooperative");
  await pick(page, "Programme", /Gokul Milk Supplier Finance/);
  await pick(page, "Borrower Account", /Joshi Milk Collection Centre/, "Joshi");
  await expect(form.getByLabel("Borrower Name")).toHaveValue("Joshi Milk Collection Centre");
  await pick(page, "User Type", /^User$/);
  await pick(page, "Business Category", /^Dairy$/);
  await pick(page, "Business Type", /^Proprietorship$/);
  await form.getByLabel("Loan Amount (₹)").fill(LOAN_TERMS.loanAmount);
  await form.getByLabel("Loan Tenure (months)").fill(LOAN_TERMS.loanTenure);
  await form.getByLabel("Interest Rate (% per year)").fill(LOAN_TERMS.interestRateKfs);
  await form.getByLabel("Processing Fee (%)").fill(LOAN_TERMS.processingFeeKfs);
  await form.getByLabel("Penal Interest (%)").fill(LOAN_TERMS.penalInterest);
  await pick(page, "Repayment Duration", /^30 days$/);
  await pick(page, "Daily Deduction", /^No$/);
  await pick(page, "Invoice Type", /^Supplier invoice$/);

  // The APR is computed by the server's calculator as the terms settle, and moves with the fee.
  const apr = form.getByLabel("APR (%)");
  await expect(apr).toHaveValue(/^\d+\.\d\d$/);
  const aprAtTwo = Number(await apr.inputValue());
  expect(aprAtTwo).toBeGreaterThan(15);
  const panel = page.getByRole("region", { name: "Live KFS calculation" });
  await expect(panel.getByText(`${aprAtTwo.toFixed(2)}%`, { exact: true })).toBeVisible();
  await expect(panel).toContainText("APR = 12 × the monthly IRR of");
  await form.getByLabel("Processing Fee (%)").fill("3");
  await expect(apr).not.toHaveValue(aprAtTwo.toFixed(2));
  await expect(apr).toHaveValue(/^\d+\.\d\d$/);
  expect(Number(await apr.inputValue())).toBeGreaterThan(aprAtTwo);
  await form.getByLabel("Processing Fee (%)").fill(LOAN_TERMS.processingFeeKfs);
  await expect(apr).toHaveValue(aprAtTwo.toFixed(2));
  // A first due date 10 days after today (the expected disbursal) makes a broken first period: the panel shows
  // the smaller first instalment, for its actual days, and the APR moves; a month on is a regular period again.
  const today = istToday();
  await typeDateOnly(page, "EMI Debit Start Date", addDays(today, 10));
  await expect(panel).toContainText(
    `First instalment (${formatDate(addDays(today, 10))}, for its actual days)`,
  );
  await expect(apr).not.toHaveValue(aprAtTwo.toFixed(2));
  await shot(page, "loans-02-broken-period-1440");
  await typeDateOnly(page, "EMI Debit Start Date", addMonths(today, 1));
  await expect(apr).toHaveValue(aprAtTwo.toFixed(2));
  await expect(panel).not.toContainText("First instalment");
  await shot(page, "loans-02-form-1440");

  await form.getByRole("button", { name: "Create loan" }).click();
  await expect(page).toHaveURL(/\/loans\/[0-9a-f-]{36}$/);
  loanUrl = page.url();
  loanId = loanUrl.split("/").at(-1) ?? "";
  await expect(header(page)).toContainText("Loan details submitted");
  await expect(header(page)).toContainText("Joshi Milk Collection Centre");
  await expect(onboarding(page)).toBeVisible();

  await confirm(page, "Start review", "Yes, start review");
  await expect(header(page)).toContainText("Under review");

  await page.getByRole("tab", { name: "KFS" }).click();
  await confirm(page, "Issue KFS", "Yes, issue");
  const versions = page.getByLabel("KFS versions");
  await expect(versions).toContainText("Version 1");
  await expect(versions).toContainText("Issued");

  const pdf = page.waitForResponse((response) =>
    /\/user\/kfs\/[^/]+\/pdf$/.test(new URL(response.url()).pathname),
  );
  await versions.getByRole("button", { name: "Open KFS PDF" }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/pdf");
  const viewer = page.getByRole("dialog");
  await expect(viewer.locator("iframe")).toBeVisible();
  await expectRenderedPdf(page, /^Key Fact Statement /);
  await shot(page, "loans-03-kfs-pdf-1440");
  // On a loaded machine a click during the viewer's opening animation can be lost: close until it is gone.
  await expect(async () => {
    if (await viewer.isVisible())
      await viewer.getByRole("button", { name: "Close" }).first().click({ timeout: 2_000 });
    await expect(viewer).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await page.getByRole("tab", { name: "Schedule" }).click();
  await expect(page.getByRole("table", { name: "Repayment schedule" }).first()).toBeVisible();
  await expect(page.getByText(/APR = 12 × the monthly IRR/)).toBeVisible();
  await shot(page, "loans-04-schedule-1440");
});

test("the NBFC user finds it waiting for review and sanctions it; a KFS it prepared it cannot sanction", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signIn(page, "nbfc@demo.in", "/loans");
  await page.getByText("Waiting for review", { exact: true }).click();
  await expect(page).toHaveURL(/status/);
  const table = page.getByRole("table", { name: "Loans" });
  const detail = await apiAs<LoanDetail>(page.request, "nbfc@demo.in", "GET", `/user/loans/${loanId}`);
  const row = table.getByRole("row", { name: new RegExp(detail.loanNumber) });
  await expect(row).toContainText("Under review");
  await shot(page, "loans-05-review-queue-1440");
  await row.getByRole("link", { name: detail.loanNumber }).click();
  await expect(page).toHaveURL(loanUrl);
  await confirm(page, "Sanction", "Yes, sanction");
  await expect(header(page)).toContainText("Sanctioned");

  // Maker-checker: a loan the NBFC user entered and whose KFS it issued waits for another user.
  const own = await apiAs<LoanDetail>(page.request, "nbfc@demo.in", "POST", "/user/loans", {
    ...loanBody(detail.lenderId, "E2E Maker Checker Dairy"),
  });
  const reviewing = await apiAs<LoanDetail>(
    page.request,
    "nbfc@demo.in",
    "POST",
    `/user/loans/${own.id}/actions/startReview`,
    {
      version: own.version,
    },
  );
  await apiAs<LoanDetail>(page.request, "nbfc@demo.in", "POST", "/user/kfs", {
    loanId: own.id,
    version: reviewing.version,
  });
  await page.goto(`/loans/${own.id}`);
  const sanction = page.getByRole("button", { name: "Sanction", exact: true });
  await expect(sanction).toBeDisabled();
  // The disabled button takes no pointer events; the span around it shows the reason.
  await sanction.locator("xpath=..").hover();
  await expect(page.getByRole("tooltip")).toContainText(
    "You prepared this KFS; another user must sanction it",
  );
  await shot(page, "loans-06-maker-checker-1440");
});

test("e-sign in the sandbox accepts the KFS, then signs the agreement; the borrower's onboarding moves on", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(WIDE);
  await openEsignTab(page, "ops@demo.in");
  await expect(header(page)).toContainText("Sanctioned");
  const before = await onboarding(page).innerText();

  await confirm(page, "Send KFS for e-sign", "Yes, send");
  const requests = page.getByLabel("E-sign requests");
  await expect(requests).toContainText("Requested");
  await expect(requests).toContainText("Sandbox provider");
  // Staff send the documents but sign for nobody: each signer signs its own part.
  await expect(requests.getByRole("button", { name: SIGN_BUTTON })).toHaveCount(0);
  await shot(page, "loans-07-esign-requested-1440");
  await signAsBorrower(page);
  await openEsignTab(page, "ops@demo.in");
  await expect(header(page)).toContainText("KFS accepted");
  await expect(requests).toContainText("Signed");
  const afterKfs = await onboarding(page).innerText();

  await confirm(page, "Send agreement for e-sign", "Yes, send");
  await expect(requests).toContainText("Requested");
  await openEsignTab(page, "nbfc@demo.in");
  await requests.getByRole("button", { name: /^Sign in sandbox as .+ for Shree Finance Ltd$/ }).click();
  await expect(requests.getByRole("button", { name: SIGN_BUTTON })).toHaveCount(0);
  // The lender has signed, the borrower not yet: the agreement is not signed.
  await expect(header(page)).toContainText("KFS accepted");
  await signAsBorrower(page);
  await openEsignTab(page, "ops@demo.in");
  await expect(header(page)).toContainText("Agreement signed");
  const afterAgreement = await onboarding(page).innerText();
  expect(new Set([before, afterKfs, afterAgreement]).size).toBeGreaterThan(1);
  expect(afterAgreement).not.toBe(before);
  await shot(page, "loans-08-agreement-signed-1440");

  await page.getByRole("tab", { name: "Documents" }).click();
  await expect(page.getByLabel("Loan documents")).toContainText("Signed");
  await page.getByRole("tab", { name: "Timeline" }).click();
  await expect(page.getByLabel("Status timeline")).toContainText("Agreement signed");

  await page.setViewportSize(TABLET);
  await page.getByRole("tab", { name: "Details" }).click();
  await shot(page, "loans-09-show-820");
  await page.goto("/loans");
  await expect(page.getByRole("table", { name: "Loans" })).toBeVisible();
  await shot(page, "loans-10-list-820");
  await page.goto("/loans/new");
  await expect(page.getByRole("form", { name: "New loan" })).toBeVisible();
  await shot(page, "loans-11-form-820");
});
