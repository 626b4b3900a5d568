import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { openDropdowns } from "./invoices-helpers";
import { apiSignIn } from "./session";

/** Picks the first option of an antd Select (searched by `search` when given) whose text matches `option`. */
export async function pick(page: Page, label: string, option: RegExp, search?: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const field = page.locator(".ant-select", { has: select });
  await expect(async () => {
    if (!(await openDropdowns(page).count())) await select.click();
    if (search !== undefined) await select.fill(search);
    await openDropdowns(page)
      .locator(".ant-select-item-option")
      .filter({ hasText: option })
      .first()
      .click({ timeout: 3_000 });
    await expect(field.locator(".ant-select-selection-item")).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** The loan terms the e2e enters (Shree Finance's programme with Gokul Dairy; the demo merchant borrows). */
export const LOAN_TERMS = {
  loanAmount: "20000",
  loanTenure: "24",
  interestRateKfs: "15",
  processingFeeKfs: "2",
  penalInterest: "2",
} as const;

/** A loan body for `POST /user/loans`, for loans the test needs but does not enter through the form. */
export function loanBody(lenderId: string, borrowerName: string) {
  return {
    lender: lenderId,
    anchorName: "Gokul Dairy Cooperative",
    borrowerName,
    ...LOAN_TERMS,
    repayFrequencies: "MONTHLY",
    dailyDeduction: "NO",
    repaymentFrequency: 30,
    invoiceType: "SUPPLIER_INVOICE",
    rateCalDuration: "YEARLY",
    userType: "USER",
    businessCategories: "DAIRY",
    businessTypes: "Proprietorship",
  };
}

/** Calls the API as a demo user, expecting success; answers the payload. */
export async function apiAs<T>(
  request: APIRequestContext,
  email: string,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
): Promise<T> {
  const tokens = await apiSignIn(request, email);
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { payload: T }).payload;
}
