import type { LoanDetail, LoanItem } from "@domain/api/loans";
import type { PayoffQuote } from "@domain/api/payoff";
import { expect, test } from "./test";
import { confirmPopconfirm } from "./dialogs";
import { istToday, shot, signIn } from "./invoices-helpers";
import { apiAs } from "./loans-helpers";
import { approvalCardOf, enterManualPayment, freshUtr } from "./manual-payment";

const MAKER = "payments@demo.in";
const CHECKER = "superadmin@demo.in";
/** The demo borrower who has paid every due so far (Standard): her loan's next dues are all still to come. */
const BORROWER = "Ramila Chaudhary";

const rupeeText = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("a prepayment of the loan page's payoff quote, approved by a second user, closes the loan", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [found] = await apiAs<LoanItem[]>(
    request,
    CHECKER,
    "GET",
    `/user/loans?search=${BORROWER}&status=ACTIVE`,
  );
  expect(found).toBeDefined();
  const loan = found!;
  const quote = await apiAs<PayoffQuote>(request, CHECKER, "GET", `/user/loans/${loan.id}/payoff`);
  expect(quote).toMatchObject({ on: istToday(), overduePrincipalPaise: 0, overdueInterestPaise: 0 });
  expect(quote.principalPaise).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, MAKER, `/loans/${loan.id}`);
  await page.getByRole("tab", { name: "Payoff" }).click();
  const figures = page.getByLabel("Payoff quote");
  await expect(figures).toContainText(rupeeText(quote.principalPaise));
  await expect(figures).toContainText(rupeeText(quote.totalPaise));
  await expect(page.getByText(/closes the loan/)).toBeVisible();
  await shot(page, "payoff-01-quote-1440");

  const utr = freshUtr("6");
  await enterManualPayment(page, loan.loanNumber, quote.totalPaise, utr);

  const card = await approvalCardOf(page, CHECKER, utr);
  await expect(card).toContainText(rupeeText(quote.totalPaise));
  await shot(page, "payoff-02-approval-1440");
  await card.getByRole("button", { name: "Approve" }).click();
  await confirmPopconfirm(page, "Yes, approve");
  await expect(card).toBeHidden();

  const closed = await apiAs<LoanDetail>(request, CHECKER, "GET", `/user/loans/${loan.id}`);
  expect(closed.status).toBe("CLOSED");
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto(`/loans/${loan.id}`);
  await expect(page.getByText("Closed").first()).toBeVisible();
  await expect(page.getByRole("tab", { name: "Payoff" })).toHaveCount(0);
  await shot(page, "payoff-03-closed-820");
});
