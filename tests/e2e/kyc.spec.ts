import { expect, type Page, test } from "./test";
import { DEMO_ANCHORS } from "../../server/db/seed/demo-organisations";
import { shot, signIn as signInAt } from "./invoices-helpers";

const [gokul] = DEMO_ANCHORS;
const masked = `${gokul.pan.slice(0, 5)}****${gokul.pan.slice(-1)}`;

/** Signs in on `path` and waits for the portal's page there, so the session is settled. */
async function signIn(page: Page, email: string, path: string) {
  await signInAt(page, email, path);
  await expect(page).toHaveURL(/\/(admin|merchant)\//);
}

const form = (page: Page, name: string) => page.getByRole("form", { name, exact: true });

test.use({ viewport: { width: 1440, height: 1000 } });

test("an admin checks a PAN, a company and a bank account, with good and bad input, and finds them in the history", async ({
  page,
}) => {
  await signIn(page, "admin@demo.in", "/admin/kyc");
  await expect(page.getByRole("heading", { level: 1, name: "KYC", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/^Admin\s*KYC$/);

  const pan = form(page, "PAN");
  await pan.getByRole("button", { name: "Check PAN" }).click();
  await expect(pan.getByText("PAN is required")).toBeVisible();
  await pan.getByLabel("PAN", { exact: true }).fill("ABC");
  await pan.getByRole("button", { name: "Check PAN" }).click();
  await expect(pan.getByText("PAN must have 10 characters")).toBeVisible();
  await pan.getByLabel("PAN", { exact: true }).fill(gokul.pan.toLowerCase());
  await pan.getByLabel("Name", { exact: true }).fill("Gokul Dairy Cooperative");
  await pan.getByRole("button", { name: "Check PAN" }).click();
  const panCard = page.locator(".ant-card", { has: pan });
  const panResult = panCard.getByRole("status");
  await expect(panResult).toContainText(`PAN ${gokul.pan} is valid`);
  await expect(panResult).toContainText("Holder typeCompany");
  await expect(panResult).toContainText("Gokul Dairy Cooperative (matches the name given)");

  const company = form(page, "Company");
  await company.getByLabel("GSTIN", { exact: true }).fill("27AAPFU0939F1ZA");
  await company.getByRole("button", { name: "Check company" }).click();
  await expect(company.getByText("Company Name is required")).toBeVisible();
  await expect(company.getByText("GSTIN check character does not match")).toBeVisible();
  await company.getByLabel("Company Name", { exact: true }).fill("Anand Dairy Pvt Ltd");
  await company.getByLabel("GSTIN", { exact: true }).fill("27AAPFU0939F1ZV");
  await company.getByRole("button", { name: "Check company" }).click();
  const companyResult = page.locator(".ant-card", { has: company }).getByRole("status");
  await expect(companyResult).toContainText("GSTIN 27AAPFU0939F1ZV is valid");
  await expect(companyResult).toContainText("StateMaharashtra (27)");
  await expect(companyResult).toContainText("PANAAPFU0939F");

  const bank = form(page, "Bank account");
  await bank.getByLabel("Bank Account", { exact: true }).fill("50100123456789");
  await bank.getByLabel("Account Holder Name", { exact: true }).fill("Ravi Kumar");
  await bank.getByLabel("IFSC", { exact: true }).fill("HDFC0ZZZZZZ");
  await bank.getByLabel("Phone Number", { exact: true }).fill("5876543210");
  await bank.getByRole("button", { name: "Check bank account" }).click();
  await expect(bank.getByText("Mobile number must start with 6, 7, 8 or 9")).toBeVisible();
  await bank.getByLabel("Phone Number", { exact: true }).fill("9876543210");
  await bank.getByRole("button", { name: "Check bank account" }).click();
  const bankResult = page.locator(".ant-card", { has: bank }).getByRole("status");
  await expect(bankResult).toContainText("Account 50100123456789 is not valid");
  await expect(bankResult).toContainText("No bank branch has this IFSC");
  await bank.getByLabel("IFSC", { exact: true }).fill("hdfc0000001");
  await bank.getByRole("button", { name: "Check bank account" }).click();
  await expect(bankResult).toContainText("Account 50100123456789 is valid");
  await expect(bankResult).toContainText("BankHDFC Bank");
  await expect(bankResult).toContainText(/Branch\S/);
  await expect(bankResult).toContainText(/Account holder\S/);
  await shot(page, "kyc-01-checks-1440");
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, "kyc-02-checks-820");

  const history = page.getByRole("table", { name: "KYC checks" });
  // Other specs' forms check bank accounts too (as the anchor): this one counts its own checks.
  await page.getByRole("combobox", { name: "Checked by" }).selectOption({ label: "Checked by me" });
  await expect(page).toHaveURL(/checkedBy/);
  // The rows of checks (the header sticks under the page header in a table of its own).
  await expect(history.getByRole("row")).toHaveCount(4);
  await expect(history).toContainText(masked);
  await expect(history).toContainText("27AAPFU****F1ZV");
  await expect(history).toContainText("XXXXXXXXXX6789");
  await expect(history).not.toContainText("50100123456789");
  await expect(history).toContainText("No bank branch has this IFSC");
  await expect(history).toContainText("Arjun Mehta");

  await page.getByRole("combobox", { name: "Kind" }).selectOption("BANK");
  await expect(page).toHaveURL(/kind/);
  await expect(history.getByRole("row")).toHaveCount(2);
  await page.getByRole("combobox", { name: "Result" }).selectOption("INVALID");
  await expect(history.getByRole("row")).toHaveCount(1);
  await expect(history).toContainText("HDFC0ZZZZZZ");
  await page.reload();
  await expect(history.getByRole("row")).toHaveCount(1);
  await expect(page.getByRole("combobox", { name: "Result" })).toHaveValue("INVALID");

  await page.getByRole("combobox", { name: "Kind" }).selectOption("");
  await page.getByRole("combobox", { name: "Result" }).selectOption("");
  await page.getByRole("searchbox", { name: "Search checks" }).fill(gokul.pan);
  await expect(history.getByRole("row")).toHaveCount(1);
  await expect(history).toContainText(masked);

  await page.getByRole("searchbox", { name: "Search checks" }).fill("");
  await expect(history.getByRole("row")).toHaveCount(4);
  await shot(page, "kyc-03-history-820");
});

test("an NBFC user sees only its lender's checks; an anchor cannot open the page", async ({ page }) => {
  await signIn(page, "nbfc@demo.in", "/admin/kyc");
  const history = page.getByRole("table", { name: "KYC checks" });
  const gst = form(page, "Company");
  await gst.getByLabel("Company Name", { exact: true }).fill("Anand Dairy Pvt Ltd");
  await gst.getByLabel("GSTIN", { exact: true }).fill("27AAPFU0939F1ZV");
  await gst.getByRole("button", { name: "Check company" }).click();
  await expect(history.getByRole("row").filter({ hasText: "Neha Kulkarni" })).toHaveCount(1);
  // The admin's checks of the first test were made by platform staff of no lender: not this lender's.
  await expect(history).not.toContainText("Arjun Mehta");

  await signIn(page, "anchor@demo.in", "/admin/kyc");
  await expect(form(page, "PAN")).toHaveCount(0);
});
