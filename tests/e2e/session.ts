import { type AccessEntry, accessListSchema } from "@domain/api/access";
import { visibleMenu } from "@domain/access/menu-rules";
import { type APIRequestContext, type BrowserContext, type Page, expect } from "@playwright/test";

export const DEMO_PASSWORD = "Demo@1234";
export const ACCESS_COOKIE = "ll_access_token";
export const REFRESH_COOKIE = "ll_refresh_token";

/** The demo accounts of the seed, by the user type each one shows. */
export const DEMO_ACCOUNTS = [
  { email: "superadmin@demo.in", userType: "SUPER_ADMIN", firstPage: "/admin/client-management" },
  { email: "admin@demo.in", userType: "ADMIN", firstPage: "/admin/client-management" },
  { email: "nbfc@demo.in", userType: "NBFC", firstPage: "/admin/client-management" },
  { email: "ops@demo.in", userType: "OPS", firstPage: "/admin/client-management" },
  { email: "payments@demo.in", userType: "OPS", firstPage: "/admin/client-management" },
  { email: "anchor@demo.in", userType: "ANCHOR", firstPage: "/merchant/dashboard" },
  { email: "merchant@demo.in", userType: "USER", firstPage: "/merchant/dashboard" },
] as const;

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** Signs in through the API (faster than the form where the form is not what a test is about). */
export async function apiSignIn(request: APIRequestContext, email: string): Promise<Tokens> {
  const response = await request.post("/auth/oauth/token", {
    data: { grant_type: "password", username: email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in as ${email}`).toBe(200);
  return (await response.json()) as Tokens;
}

/** Puts a session in the browser the way the portal keeps it: two SameSite=Strict cookies. */
export async function useSession(context: BrowserContext, baseURL: string, tokens: Tokens): Promise<void> {
  await context.addCookies([
    { name: ACCESS_COOKIE, value: tokens.access_token, url: baseURL, sameSite: "Strict" },
    { name: REFRESH_COOKIE, value: tokens.refresh_token, url: baseURL, sameSite: "Strict" },
  ]);
}

export async function signInViaApi(page: Page, baseURL: string, email: string): Promise<Tokens> {
  const tokens = await apiSignIn(page.request, email);
  await useSession(page.context(), baseURL, tokens);
  return tokens;
}

/** Signs in through the login form, as a person does. */
export async function signInViaForm(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Username" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The menu the server gives a user (with the `userId` header for a viewed merchant), after the anchor rules. */
export async function expectedMenu(
  request: APIRequestContext,
  tokens: Tokens,
  userId?: string,
): Promise<AccessEntry[]> {
  const response = await request.get("/api/auth/check-access", {
    headers: { Authorization: `Bearer ${tokens.access_token}`, ...(userId ? { userId } : {}) },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as unknown;
  const payload = Array.isArray(body) ? body : (body as { payload: unknown }).payload;
  return visibleMenu(accessListSchema.parse(payload));
}

/** The sidebar's links, in order. */
export function sidebarLinks(page: Page) {
  return page.getByRole("navigation", { name: "Main menu" }).locator("a[data-menu-path]");
}

/** Screenshots for people to look at, written only when SHOTS_DIR is set. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
