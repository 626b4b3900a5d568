import type { LoanDetail, LoanItem } from "@domain/api/loans";
import { expect, test } from "./test";
import { settledDialog } from "./dialogs";
import { shot, signIn } from "./invoices-helpers";
import { apiAs } from "./loans-helpers";

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };
const OPS = "ops@demo.in";

const loanOf = async (request: Parameters<typeof apiAs>[0], borrower: string) => {
  const [loan] = await apiAs<LoanItem[]>(
    request,
    OPS,
    "GET",
    `/user/loans?search=${encodeURIComponent(borrower)}`,
  );
  expect(loan, borrower).toBeDefined();
  return apiAs<LoanDetail>(request, OPS, "GET", `/user/loans/${loan!.id}`);
};

test("staff put two individual loans under one borrower with a reason, and split them again", async ({
  page,
  request,
}) => {
  // Two demo borrowers without an account, each a borrower of their own.
  const kalpesh = await loanOf(request, "Kalpesh Vaghela");
  const other = await loanOf(request, "Basavaraj Patil");
  expect(kalpesh.borrowerIdentityId).not.toBe(other.borrowerIdentityId);

  await page.setViewportSize(WIDE);
  await signIn(page, OPS, `/loans/${kalpesh.id}`);
  const field = page.locator(".ant-descriptions-item-content").filter({ hasText: "Merge with a loan…" });
  await expect(field).toContainText("No other loan");
  await field.getByRole("button", { name: "Merge with a loan…" }).click();
  const dialog = await settledDialog(page);
  await dialog.getByLabel("Loan number of the same borrower").fill(other.loanNumber);
  await dialog.getByLabel("Reason").fill("One person: the same PAN on both KYC files");
  await dialog.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText("Borrower merged")).toBeVisible();
  await expect(field.getByRole("link", { name: other.loanNumber })).toBeVisible();
  await shot(page, "borrower-identity-01-merged-1440");
  await page.setViewportSize(TABLET);
  await shot(page, "borrower-identity-02-merged-820");

  // Split off again: the loan is its own borrower once more.
  await field.getByRole("button", { name: "Split off…" }).click();
  const split = await settledDialog(page);
  await split.getByLabel("Reason").fill("Different people after all");
  await split.getByRole("button", { name: "Split off" }).click();
  await expect(page.getByText("Borrower split off").first()).toBeVisible();
  await expect(field).toContainText("No other loan");
});
