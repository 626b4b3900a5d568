import { gstinCheckCharacter } from "@domain/identifiers/gstin";
import { expect, type Page } from "@playwright/test";
import { settledLayout } from "./settled-layout";

export const DEMO_PASSWORD = "Demo@1234";

/** Where screenshots of each screen go when SHOTS_DIR is set (for looking at them, not for asserting). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await settledLayout(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Username" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A GSTIN with a correct check character that no seed uses: Maharashtra, a made-up PAN from `seed`. */
export function freshGstin(seed: number): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const pan = `ZZ${letters[seed % 26]}PE${String(seed % 10_000).padStart(4, "0")}Q`;
  const first14 = `27${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** A minimal PDF the server's content check accepts. */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Picks an option of an antd Select found by its field label, retrying while the dropdown is still animating. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const field = page.locator(".ant-select", { has: select });
  await expect(async () => {
    if (!(await page.locator(".ant-select-dropdown:visible").count())) await select.click();
    await page
      .locator(".ant-select-dropdown:visible")
      .getByTitle(option, { exact: true })
      .click({ timeout: 2_000 });
    await expect(field.locator(".ant-select-selection-item")).toHaveAttribute("title", option, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
}

/** Picks a date in an antd DatePicker by typing DD/MM/YYYY. */
export async function typeDate(page: Page, label: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split("-");
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(`${day}/${month}/${year}`);
  await input.press("Enter");
}

/** Today in IST as YYYY-MM-DD, as the server computes it. */
export function istToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}
