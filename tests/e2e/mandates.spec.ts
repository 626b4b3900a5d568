import type { LoanDetail, LoanItem } from "@domain/api/loans";
import { expect, test } from "./test";
import { shot, signIn } from "./invoices-helpers";
import { apiAs } from "./loans-helpers";

test.describe.configure({ mode: "serial" });

/** The mandate the first test registers, which the second cancels. */
let registeredPath = "";

/** A demo loan whose agreement is signed and whose borrower's onboarding waits for the e-NACH mandate. */
async function loanWaitingForMandate(request: Parameters<typeof apiAs>[0]): Promise<LoanDetail> {
  const signed = await apiAs<LoanItem[]>(
    request,
    "ops@demo.in",
    "GET",
    "/user/loans?status=AGREEMENT_SIGNED",
  );
  for (const item of signed) {
    const loan = await apiAs<LoanDetail>(request, "ops@demo.in", "GET", `/user/loans/${item.id}`);
    if (loan.onboardingStatus === "ENACH_PENDING") return loan;
  }
  throw new Error("No demo loan waits for its mandate");
}

test("ops registers an e-NACH mandate from the loan, authenticates it in the sandbox, and the UMRN moves the onboarding on", async ({
  page,
  request,
}) => {
  const loan = await loanWaitingForMandate(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "ops@demo.in", "/mandates");
  await expect(page.getByRole("heading", { name: "Mandates", level: 1 })).toBeVisible();
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await shot(page, "mandates-01-list-1440");

  await page.goto(`/loans/${loan.id}`);
  await expect(page.getByLabel("Borrower onboarding status")).toContainText("E-NACH pending");
  await page.getByRole("link", { name: "Register mandate" }).click();
  const form = page.getByRole("form", { name: "Register mandate" });
  await form.getByRole("button", { name: "Register mandate" }).click();
  await expect(form.getByText("Start Date is required")).toBeVisible();
  await form.getByLabel("Start Date").fill("2026-12-01");
  await form.getByLabel("Account Number").fill("123456789012");
  await form.getByLabel("IFSC").fill("SBIN0000300");
  await shot(page, "mandates-02-register-1440");
  await form.getByRole("button", { name: "Register mandate" }).click();

  await expect(page.getByRole("heading", { name: `e-NACH mandate of ${loan.loanNumber}` })).toBeVisible();
  await expect(page.getByText("Scheduled (pending)").first()).toBeVisible();
  await page.getByRole("button", { name: "Complete authentication in sandbox" }).click();
  await expect(page.locator("#main-content").getByText("Mandate registered", { exact: true })).toBeVisible();
  await expect(page.getByText(/^SBIN7\d{15}$/)).toBeVisible();
  await shot(page, "mandates-03-registered-1440");
  registeredPath = new URL(page.url()).pathname;

  await page.getByRole("link", { name: loan.loanNumber }).click();
  await expect(page.getByLabel("Borrower onboarding status")).toContainText("Processing fee pending");
  await expect(page.getByRole("link", { name: "Register mandate" })).toHaveCount(0);
});

test("staff cancel the registered mandate with a reason after confirming; the screens read at 820 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1000 });
  await signIn(page, "ops@demo.in", registeredPath);
  await expect(page.getByRole("heading", { name: /e-NACH mandate of LN-/ })).toBeVisible();
  await shot(page, "mandates-04-show-820");
  await page.getByRole("button", { name: "Cancel mandate" }).click();
  const dialog = page.getByRole("form", { name: /Cancel mandate/ });
  await dialog.getByRole("button", { name: "Cancel mandate" }).click();
  await expect(dialog.getByText("Reason is required")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Borrower moved the account");
  await dialog.getByRole("button", { name: "Cancel mandate" }).click();
  await expect(page.getByText("Borrower moved the account").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel mandate" })).toHaveCount(0);
  await page.goto("/mandates");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await shot(page, "mandates-05-list-820");
});
