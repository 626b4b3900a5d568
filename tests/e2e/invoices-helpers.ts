import { gstinCheckCharacter } from "@domain/identifiers/gstin";
import { expect, type Page } from "@playwright/test";
import { type Tokens, useSession } from "./session";
import { settledLayout } from "./settled-layout";

export const DEMO_PASSWORD = "Demo@1234";

/** Where screenshots of each screen go when SHOTS_DIR is set (for looking at them, not for asserting). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await settledLayout(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * Signs in as `email` without the login form, which `login.spec.ts` (and `signInThroughForm` here, or
 * `signInViaForm` in `session.ts`) is about: the API's tokens go into the browser as the portal keeps them,
 * after what the form's sign-in clears (the previous user's cookies, local and session storage), and then the
 * page opens `path`. By default that is "/", which takes the user to their first page, where the form's
 * sign-in lands; a caller that goes on to a page of its own passes it instead, and `null` opens nothing (the
 * caller's next `goto` loads the portal signed in).
 */
export async function signIn(page: Page, email: string, path: string | null = "/"): Promise<void> {
  const response = await page.request.post("/auth/oauth/token", {
    data: { grant_type: "password", username: email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in as ${email}`).toBe(200);
  const tokens = (await response.json()) as Tokens;
  const origin = new URL(response.url()).origin;
  if (new URL(page.url()).origin === origin) {
    // The previous user's page: its storage goes, as the form's sign-in clears it, and then the page itself, so
    // that nothing it still runs (a refresh, a sign-out on a 401) touches the new session's cookies.
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await page.goto("about:blank");
  }
  await page.context().clearCookies();
  await useSession(page.context(), origin, tokens);
  if (path === null) return;
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login/);
  // "/" only redirects: wait for the first page it sends the user to, as the form's sign-in does.
  if (path === "/") await expect(page).not.toHaveURL(`${origin}/`);
}

/** Signs in through the login form, as a person does (for a spec whose point is the form). */
export async function signInThroughForm(page: Page, email: string): Promise<void> {
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

/**
 * The antd Select dropdowns that are open: shown, and not on their way out. A dropdown closing (the one of
 * the last pick, or one Escape closed) keeps its `*-leave` motion classes for its animation; taken for an
 * open one, it would keep a pick from opening its own and wait out a click on an option it does not have.
 */
export function openDropdowns(page: Page) {
  return page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
}

/** Picks an option of an antd Select found by its field label, retrying while the dropdown is still animating. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const field = page.locator(".ant-select", { has: select });
  await expect(async () => {
    if (!(await openDropdowns(page).count())) await select.click();
    await openDropdowns(page).getByTitle(option, { exact: true }).click({ timeout: 2_000 });
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
