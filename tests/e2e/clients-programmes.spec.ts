import { expect, type Page, test } from "./test";
import { confirmPopconfirm } from "./dialogs";
import { choose, shot, signIn } from "./invoices-helpers";

/** Screenshots of the screen as it is now at the two widths every new screen is checked at. */
async function shotBoth(page: Page, name: string): Promise<void> {
  for (const width of [1440, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const stamp = Date.now().toString(36).toUpperCase();
const programmeName = `E2E Milk Programme ${stamp}`;
let programmeUrl = "";

test.describe.serial("programmes and lender bank accounts (maker-checker)", () => {
  test("an admin creates a programme under the demo anchor through the async select", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin@demo.in", "/admin/client-management?tab=programmes");
    const list = page
      .getByRole("region", { name: "Programmes" })
      .or(page.locator("section[aria-labelledby=programmes-heading]"));
    await expect(list.getByRole("link", { name: "Gokul Milk Supplier Finance" })).toBeVisible();
    await shotBoth(page, "programme-list");

    await page.getByRole("link", { name: "New programme" }).click();
    await expect(page).toHaveURL(/\/admin\/client-management\/programmes\/new/);
    await page.getByLabel("Programme Name", { exact: true }).fill(programmeName);
    await page.getByLabel("Programme Limit (₹)", { exact: true }).fill("2500000");
    await choose(page, "Product", "Supplier invoice");
    await page.getByLabel("Anchor", { exact: true }).fill("Goku");
    const option = page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: /^Gokul Dairy Cooperative$/ });
    await expect(option).toBeVisible();
    await option.click();
    await choose(page, "Lender", "Shree Finance Ltd");
    await shotBoth(page, "programme-create");
    await page.getByRole("button", { name: "Create programme" }).click();

    await expect(page.getByRole("heading", { level: 1, name: programmeName })).toBeVisible();
    // The creation waits for a second staff user: no limit to draw on, no edits, until it is approved.
    const panel = page.getByRole("region", { name: "Change waiting for approval" });
    await expect(panel.getByRole("row", { name: /Programme limit/ })).toContainText("₹25,00,000");
    await expect(panel.getByRole("row", { name: /Status/ })).toContainText("Active");
    await expect(panel.getByRole("button", { name: "Approve change" })).toHaveCount(0);
    await expect(page.getByText("its creation waits for another staff user's approval")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit programme" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Gokul Dairy Cooperative" })).toHaveAttribute(
      "href",
      /\/admin\/client-management\/anchors\/[0-9a-f-]{36}$/,
    );
    programmeUrl = new URL(page.url()).pathname;
    await shotBoth(page, "programme-show-pending");

    await signIn(page, "superadmin@demo.in", programmeUrl);
    const checkerPanel = page.getByRole("region", { name: "Change waiting for approval" });
    await checkerPanel.getByRole("button", { name: "Approve change" }).click();
    await confirmPopconfirm(page, "Yes, approve");
    await expect(checkerPanel).toHaveCount(0);
    await expect(page.getByLabel("Limit")).toContainText("Programme limit₹25,00,000");
    await expect(page.getByText("approved: invoices may be financed within its limit")).toBeVisible();
    await shotBoth(page, "programme-show");
  });

  test("a limit change by an admin waits with its diff; the proposer cannot approve; a super admin does", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin@demo.in", `${programmeUrl}/edit`);
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${programmeName}` })).toBeVisible();
    await expect(page.getByLabel("Programme Limit (₹)", { exact: true })).toHaveValue("25,00,000");
    const geography = page.getByLabel("Geography", { exact: true });
    await geography.click();
    await geography.pressSequentially("Mahar");
    await page.locator(".ant-select-dropdown:visible").getByTitle("Maharashtra", { exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(page.locator(".ant-select-selection-item", { hasText: "Maharashtra" })).toBeVisible();
    await shotBoth(page, "programme-edit");
    await page.getByLabel("Programme Limit (₹)", { exact: true }).fill("3000000");
    await page.getByRole("button", { name: "Save programme" }).click();
    await expect(
      page.getByText(
        "Programme saved. The change to programme limit waits for another staff user's approval",
      ),
    ).toBeVisible();

    const panel = page.getByRole("region", { name: "Change waiting for approval" });
    await expect(panel.getByRole("row", { name: /Programme limit/ })).toContainText("₹25,00,000→₹30,00,000");
    await expect(panel).toContainText("Proposed by");
    await expect(
      panel.getByText("You proposed this change: another staff user must approve or reject it."),
    ).toBeVisible();
    await expect(panel.getByRole("button", { name: "Approve change" })).toHaveCount(0);
    await expect(page.getByLabel("Limit")).toContainText("Programme limit₹25,00,000");
    await expect(page.getByText("Maharashtra")).toBeVisible();
    await shotBoth(page, "programme-pending-diff");

    await signIn(page, "superadmin@demo.in", programmeUrl);
    const checkerPanel = page.getByRole("region", { name: "Change waiting for approval" });
    await expect(checkerPanel.getByRole("row", { name: /Programme limit/ })).toContainText(
      "₹25,00,000→₹30,00,000",
    );
    await shotBoth(page, "programme-pending-diff-checker");
    await checkerPanel.getByRole("button", { name: "Approve change" }).click();
    await confirmPopconfirm(page, "Yes, approve");
    await expect(checkerPanel).toHaveCount(0);
    await expect(page.getByLabel("Limit")).toContainText("Programme limit₹30,00,000");
  });

  test("a lender bank account created with IFSC autofill waits for approval", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin@demo.in", "/admin/client-management?tab=lenders");
    await expect(page.getByRole("heading", { name: "Lender bank accounts" })).toBeVisible();
    await expect(page.locator(".ant-table-row").first()).toBeVisible();
    await shotBoth(page, "bank-account-list");

    await page.getByRole("link", { name: "New bank account" }).click();
    await choose(page, "Lender", "Kaveri Capital NBFC Pvt Ltd");
    await page.getByLabel("Account Holder Name", { exact: true }).fill(`Kaveri Collections ${stamp}`);
    await page.getByLabel("Account Number", { exact: true }).fill("009988776655");
    await page.getByLabel("IFSC", { exact: true }).fill("icic0000001");
    const bankName = page.getByLabel("Bank Name", { exact: true });
    await expect(bankName).toHaveValue("ICICI Bank");
    await expect(bankName).toHaveAttribute("readonly", "");
    await expect(page.getByText("Filled from the IFSC", { exact: true })).toBeVisible();
    await choose(page, "Account Type", "Current");
    await shotBoth(page, "bank-account-create");
    await page.getByRole("button", { name: "Add bank account" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "ICICI Bank XXXXXXXX6655" })).toBeVisible();
    await expect(page.getByText("waiting for another staff user's approval")).toBeVisible();
    const panel = page.getByRole("region", { name: "Change waiting for approval" });
    await expect(panel.getByRole("row", { name: /Status/ })).toContainText("—→Active");
    await expect(panel.getByRole("row", { name: /Bank Name/ })).toContainText("ICICI Bank");
    await expect(panel.getByRole("button", { name: "Approve change" })).toHaveCount(0);
    await shotBoth(page, "bank-account-show");
  });
});
