import { expect, test } from "./test";
import { ACCESS_COOKIE, REFRESH_COOKIE, signInViaApi, signInViaForm } from "./session";

test.describe("global behaviours", () => {
  test("right-click opens no menu on any screen", async ({ page, baseURL }) => {
    const contextMenuBlocked = () =>
      page.evaluate(() => {
        const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true, button: 2 });
        return !document.body.dispatchEvent(event);
      });
    await page.goto("/login");
    expect(await contextMenuBlocked()).toBe(true);

    await signInViaApi(page, baseURL!, "admin@demo.in");
    await page.goto("/admin/client-management");
    await expect(page.getByRole("heading", { level: 1, name: "Client Management" })).toBeVisible();
    expect(await contextMenuBlocked()).toBe(true);
    await page.getByRole("heading", { level: 1 }).click({ button: "right" });
  });

  test("the server forbids framing", async ({ request }) => {
    const response = await request.get("/login");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("loaded inside a frame, the app breaks out to the top window", async ({ page, baseURL }) => {
    // A page of the same origin frames the portal; the framing headers are stripped from the framed
    // document so that what is tested is the portal's own break-out, not the browser's header check.
    await page.route("**/framing-test", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><title>Framing test</title><iframe src="/login" width="800" height="600"></iframe>',
      }),
    );
    await page.route("**/login", async (route) => {
      if (route.request().frame() === page.mainFrame()) return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      delete headers["x-frame-options"];
      await route.fulfill({ response, headers });
    });
    await page.goto(`${baseURL}/framing-test`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in to Ledgerline" })).toBeVisible();
    expect(page.frames()).toHaveLength(1);
  });

  test("an expired session mid-use shows 'You are unauthorized' and lands on /login", async ({
    page,
    baseURL,
  }) => {
    const tokens = await signInViaApi(page, baseURL!, "admin@demo.in");
    await page.goto("/admin/client-management");
    await expect(page.getByRole("link", { name: "Meena Joshi" })).toBeVisible();

    // The session ends on the server (refresh token revoked) and the access token is no longer valid.
    const logout = await page.request.post("/auth/oauth/logout", {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      data: { refresh_token: tokens.refresh_token },
    });
    expect(logout.ok()).toBe(true);
    await page
      .context()
      .addCookies([
        { name: ACCESS_COOKIE, value: "expired.access.token", url: baseURL!, sameSite: "Strict" },
      ]);

    await page.getByRole("searchbox", { name: "Search users" }).fill("joshi");
    await expect(page.getByText("You are unauthorized")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    const cookies = await page.context().cookies();
    expect(
      cookies.filter((cookie) => cookie.name === ACCESS_COOKIE || cookie.name === REFRESH_COOKIE),
    ).toEqual([]);
  });

  test("logout empties local storage, session storage and cookies", async ({ page }) => {
    await signInViaForm(page, "admin@demo.in");
    await page.evaluate(() => {
      window.localStorage.setItem("ll-preferences", "{}");
      window.sessionStorage.setItem("userId", "someone");
      document.cookie = "ll_extra=1; path=/; SameSite=Strict";
    });
    expect((await page.context().cookies()).length).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
    expect(await page.context().cookies()).toEqual([]);
  });

  test("a thin progress bar runs on navigation", async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, "merchant@demo.in");
    await page.goto("/merchant/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Meena Joshi" })).toBeVisible();
    const bar = page.locator("#route-progress");
    await expect(bar).toHaveAttribute("data-state", "done");

    // Hold the next page's code back so the navigation is slow enough to watch.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/profile-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "User Profile" })
      .click();
    await expect(bar).toHaveAttribute("data-state", "busy");
    release();
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
    await expect(bar).toHaveAttribute("data-state", "done");
  });
});
