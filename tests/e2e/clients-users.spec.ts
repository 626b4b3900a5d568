import { MAY_NOT_GRANT } from "@domain/api/admin-users";
import { DEMO_ANCHORS } from "@server/db/seed/demo-organisations";
import { expect, type Page, test } from "./test";
import { shot, signIn } from "./invoices-helpers";
import { ACCESS_COOKIE } from "./session";

const run = Date.now() % 100_000;
/** A 10-digit mobile unique to this run. */
const mobile = (prefix: string) => `${prefix}${String(run).padStart(8, "0")}`;
const [gokul] = DEMO_ANCHORS;

/** Every new screen at the two widths the issue asks for: a desktop and a tablet. */
async function shots(page: Page, name: string) {
  for (const width of [1440, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `clients-users-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Adds an option of an antd multiple select found by its field label. */
async function pickMany(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).first().click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
  await page.keyboard.press("Escape");
}

test.describe.configure({ mode: "default" });
test.use({ viewport: { width: 1440, height: 900 } });

test("an admin creates an admin user (the spec's messages first) and edits it", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.in", "/admin/client-management?tab=users");
  await expect(page.getByRole("button", { name: "New admin user" })).toBeVisible();
  await shots(page, "01-users-tab");
  await page.getByRole("button", { name: "New admin user" }).click();
  await expect(page).toHaveURL(/\/users\/new$/);

  const form = page.getByRole("form", { name: "New admin user" });
  await form.getByRole("button", { name: "Create admin user" }).click();
  await expect(form.getByText("Full Name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Role is required")).toBeVisible();
  await expect(form.getByText("Password is required", { exact: true })).toBeVisible();
  await form.getByLabel("Mobile").fill("98765");
  await form.getByLabel("Password", { exact: true }).fill("abc");
  await form.getByRole("button", { name: "Create admin user" }).click();
  await expect(form.getByText("Phone number should be 10 digits")).toBeVisible();
  await expect(form.getByText("Your password must be at least 5 characters long")).toBeVisible();
  await shots(page, "02-admin-user-create-errors");

  const email = `ops${run}@demo.in`;
  await form.getByLabel("Full Name").fill(`Ops Person ${run}`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Mobile").fill(mobile("97"));
  await pickMany(page, "Roles", "Collection user");
  await form.getByLabel("Password", { exact: true }).fill("Secret@123");
  await form.getByLabel("Confirm Password").fill("Secret@124");
  await form.getByRole("button", { name: "Create admin user" }).click();
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await form.getByLabel("Confirm Password").fill("Secret@123");
  await form.getByRole("button", { name: "Create admin user" }).click();

  await expect(page).toHaveURL(/\/admin\/client-management\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: `Ops Person ${run}` })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Collection user")).toBeVisible();
  await shots(page, "03-admin-user-show");

  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: `Edit Ops Person ${run}` });
  await expect(edit.getByLabel("Full Name")).toHaveValue(`Ops Person ${run}`);
  await expect(
    edit.getByText("Changing the roles signs the user out of every session at once."),
  ).toBeVisible();
  await shots(page, "04-admin-user-edit");
  await edit.getByLabel("Full Name").fill(`Ops Renamed ${run}`);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ops Renamed ${run}` })).toBeVisible();

  // The list's row of an admin user opens its page.
  await page.goto("/admin/client-management?tab=users");
  await page.getByRole("searchbox", { name: "Search users" }).fill(`Ops Renamed ${run}`);
  // Applying the search puts it in the URL: a row clicked before then is left for the list again when the URL
  // catches up.
  await expect(page).toHaveURL(new RegExp(`Renamed(\\+|%20)${run}`));
  await page.getByRole("cell", { name: `Ops Renamed ${run}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ops Renamed ${run}` })).toBeVisible();
});

test("an OPS user is offered no admin role, and the API refuses one in words", async ({ page }) => {
  await signIn(page, "ops@demo.in", "/admin/client-management?tab=users");
  await expect(page.getByRole("button", { name: "Onboard merchant" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New admin user" })).toHaveCount(0);

  await page.goto("/admin/client-management/users/new");
  await expect(page.getByText("You may give no admin role")).toBeVisible();
  await page.getByRole("combobox", { name: "Roles" }).click();
  await expect(page.locator(".ant-select-dropdown:visible").getByTitle("Admin", { exact: true })).toHaveCount(
    0,
  );
  await expect(page.locator(".ant-select-dropdown:visible").getByTitle("Super admin")).toHaveCount(0);
  await shots(page, "05-ops-create-no-roles");

  const token = (await page.context().cookies()).find((cookie) => cookie.name === ACCESS_COOKIE)?.value;
  const refused = await page.request.post("/auth/users", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      fullName: "Not Allowed",
      userEmail: `no${run}@demo.in`,
      userMobile: mobile("96"),
      roles: ["ROLE_ADMIN"],
      password: "Secret@123",
      confirmPassword: "Secret@123",
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(MAY_NOT_GRANT);
});

test("an admin onboards a merchant: the bank name fills in from the IFSC", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.in", "/admin/client-management?tab=users");
  await page.getByRole("button", { name: "Onboard merchant" }).click();
  const form = page.getByRole("form", { name: "Onboard merchant" });
  await form.getByRole("button", { name: "Onboard merchant" }).click();
  await expect(form.getByText("Full Name is required")).toBeVisible();
  await expect(form.getByText("Business Name is required")).toBeVisible();
  await form.getByLabel("Full Name").fill(`Farmer ${run}`);
  await form.getByLabel("Business Name").fill(`Farm ${run}`);
  await form.getByLabel("Email").fill(`farmer${run}@farm.in`);
  await form.getByLabel("Mobile").fill(mobile("95"));
  await form.getByLabel("Loan Tenure").fill("12");
  await form.getByLabel("Simple Interest").fill("14.5");
  await form.getByLabel("Account Number").fill("123456789012");
  await form.getByLabel("IFSC").fill("sbin0000001");
  await expect(form.getByLabel("Bank Name")).not.toHaveValue("");
  await expect(form.getByLabel("Bank Name")).toBeDisabled();
  await expect(form.getByText(/Filled from the IFSC/)).toBeVisible();
  await shots(page, "06-onboard-merchant");
  await form.getByRole("button", { name: "Onboard merchant" }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard\?userId=/);
});

test("an admin adds an anchor user to the demo anchor", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.in", `/admin/client-management/anchor-users/new?anchorId=${gokul!.id}`);
  const form = page.getByRole("form", { name: "New anchor user" });
  await expect(form.getByLabel("Anchor")).toHaveValue(gokul!.name);
  await expect(form.getByLabel("Anchor")).toBeDisabled();
  await expect(form.getByText("Choose the user before the user's bank accounts")).toBeVisible();
  await form.getByRole("button", { name: "Add anchor user" }).click();
  await expect(
    form.getByText("Phone number should be 10 digits").or(form.getByText("Mobile is required")),
  ).toBeVisible();
  await shots(page, "07-anchor-user-create");
  await form.getByLabel("External Id").fill(`GDC-E2E-${run}`);
  await form.getByLabel("Mobile").fill(mobile("94"));
  await form.getByLabel("Average Monthly Collection").fill("1250.5");
  await form.getByLabel("Vintage").fill("24");
  await form.locator(".ant-select", { has: page.getByRole("combobox", { name: "Onboarding Flow" }) }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle("Agro", { exact: true }).click();
  await form.getByRole("button", { name: "Add anchor user" }).click();

  await expect(page).toHaveURL(/\/anchor-users\/[0-9a-f-]{36}$/);
  await expect(page.getByText("1,250.5 litres")).toBeVisible();
  await expect(page.getByRole("link", { name: gokul!.name })).toBeVisible();
  await shots(page, "08-anchor-user-show");
  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit anchor user" });
  await expect(edit.getByLabel("Vintage")).toHaveValue("24");
  await shots(page, "09-anchor-user-edit");
  await edit.getByLabel("Vintage").fill("25");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("25 months")).toBeVisible();
});

test("a report setting is created and listed", async ({ page }) => {
  await signIn(page, "admin@demo.in", "/admin/client-management?tab=report-settings");
  await page.getByRole("button", { name: "New report setting" }).click();
  const form = page.getByRole("form", { name: "New report setting" });
  await form.getByRole("button", { name: "Add report setting" }).click();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Reports is required")).toBeVisible();
  await shots(page, "10-report-setting-create");
  const email = `reports${run}@gokul.in`;
  await form.getByLabel("Email").fill(email);
  // Each answer clears its message, which moves the fields below it: act once the form has settled.
  await expect(form.getByText("Email is required")).toHaveCount(0);
  for (const report of ["Daily", "Monthly"]) {
    const box = form.getByRole("checkbox", { name: report });
    await box.click();
    await expect(box).toBeChecked();
  }
  await expect(form.getByText("Reports is required")).toHaveCount(0);
  await form.getByRole("button", { name: "Add report setting" }).click();
  await expect(page).toHaveURL(/tab=report-settings/);
  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Daily, Monthly")).toBeVisible();
  await shots(page, "11-report-settings-tab");
  await row.getByRole("link", { name: email }).click();
  await expect(page.getByRole("form", { name: "Edit report setting" }).getByLabel("Email")).toHaveValue(
    email,
  );
  await shots(page, "12-report-setting-edit");
});
