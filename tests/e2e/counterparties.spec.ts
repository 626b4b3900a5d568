import { expect, test } from "./test";
import { freshGstin, shot, signIn } from "./invoices-helpers";

const run = Date.now();
const gstin = freshGstin(run + 7);
const businessName = `E2E Kirana ${run % 100_000}`;

test("a merchant adds a retailer, finds it in the list and edits it; the toast leaves Logout clickable", async ({
  page,
}) => {
  await signIn(page, "merchant@demo.in", "/merchant/retailer-management");
  await expect(page.getByRole("heading", { level: 1, name: "Retailer Management" })).toBeVisible();
  const list = page.getByRole("table", { name: "Retailers" });
  await expect(list.locator(".ant-table-row").first()).toBeVisible();

  const form = page.getByRole("form", { name: "Retailer add" });
  await form.getByRole("button", { name: "Add retailer" }).click();
  await expect(form.getByText("Mobile is required")).toBeVisible();
  await expect(form.getByText("PAN is required")).toBeVisible();
  await form.getByLabel("GST").fill(gstin);
  await form.getByLabel("Business Name").fill(businessName);
  await form.getByLabel("Name", { exact: true }).fill("Ramesh Kulkarni");
  await form.getByLabel("Mobile").fill("9822012345");
  await form.getByLabel("PAN").fill(gstin.slice(2, 12));
  await shot(page, "11-retailer-add");
  await form.getByRole("button", { name: "Add retailer" }).click();
  await expect(form.getByLabel("Business Name")).toHaveValue("");

  // The success toast opens below the header: it must not cover the Logout link.
  const toast = page.locator(".ant-notification-notice").first();
  await expect(toast).toBeVisible();
  const logout = page.getByRole("button", { name: "Logout" });
  const [toastBox, logoutBox] = [await toast.boundingBox(), await logout.boundingBox()];
  expect(toastBox && logoutBox).toBeTruthy();
  expect(toastBox!.y).toBeGreaterThanOrEqual(logoutBox!.y + logoutBox!.height);
  await logout.click({ trial: true, timeout: 2_000 });
  await shot(page, "12-retailer-added-toast");

  await page.getByRole("searchbox", { name: "Search retailers" }).fill(businessName.toLowerCase());
  const row = list.getByRole("row", { name: new RegExp(businessName) });
  await expect(row).toContainText(gstin);
  await expect(list.locator(".ant-table-row")).toHaveCount(1);

  await row.getByRole("button", { name: `Edit ${businessName}` }).click();
  const edit = page.getByRole("form", { name: "Retailer edit" });
  await expect(edit.getByLabel("Business Name")).toHaveValue(businessName);
  await edit.getByLabel("Name", { exact: true }).fill("Ramesh S Kulkarni");
  await shot(page, "13-retailer-edit");
  await edit.getByRole("button", { name: "Save retailer" }).click();
  await expect(page.getByRole("form", { name: "Retailer add" })).toBeVisible();
  await expect(row).toContainText("Ramesh S Kulkarni");
});

test("the anchor's partners are listed under the partner form, searchable, and open in it to edit", async ({
  page,
}) => {
  await signIn(page, "anchor@demo.in", "/merchant/supplier-invoices?tab=partner-create");
  const list = page.getByRole("table", { name: "Partners" });
  const first = list.locator(".ant-table-row").first();
  await expect(first).toBeVisible();
  const name = (await first.locator("td").nth(0).textContent()) ?? "";
  await page.getByRole("searchbox", { name: "Search partners" }).fill(name.slice(0, 6));
  await expect(list.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  await list.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("form", { name: "Partner edit" });
  await expect(edit.getByLabel("Partner Name")).toHaveValue(name);
  await expect(page.getByRole("heading", { name: `Edit partner ${name}` })).toBeVisible();
  await shot(page, "14-partner-edit");
});
