import { expect, test } from "./test";
import { DEMO_PASSWORD, screenshot } from "./session";

test.describe("the login page", () => {
  test("shows the spec's messages for empty and too long fields", async ({ page }) => {
    await page.goto("/login");
    await screenshot(page, "login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByRole("textbox", { name: "Username" }).fill("a".repeat(31));
    await page.getByLabel("Password", { exact: true }).fill("b".repeat(31));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username cannot be more than 30 characters")).toBeVisible();
    await expect(page.getByText("Password cannot be more than 30 characters")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveAttribute("aria-invalid", "true");
  });

  test("wrong credentials show a clear message, and the button is disabled while signing in", async ({
    page,
  }) => {
    let releaseToken: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseToken = resolve));
    await page.route("**/auth/oauth/token", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/login");
    await page.getByRole("textbox", { name: "Username" }).fill("admin@demo.in");
    await page.getByLabel("Password", { exact: true }).fill("Wrong@1234");
    await page.getByRole("button", { name: "Sign in" }).click();

    const busy = page.getByRole("button", { name: "Signing in…" });
    await expect(busy).toBeDisabled();
    releaseToken();

    await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await screenshot(page, "login-wrong-credentials");
  });

  test("signs in with a mobile OTP on the second tab", async ({ page, request }) => {
    const mobile = "9876500007"; // merchant@demo.in
    await page.goto("/login");
    await page.getByRole("tab", { name: "With mobile OTP" }).click();
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText("Enter a valid 10 digit mobile number")).toBeVisible();

    await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
    await page.getByRole("button", { name: "Send OTP" }).click();
    const otpBox = page.getByRole("textbox", { name: "One-time password" });
    await expect(otpBox).toBeVisible();

    // The console is for platform staff only.
    const staff = await request.post("/auth/oauth/token", {
      data: { grant_type: "password", username: "admin@demo.in", password: DEMO_PASSWORD },
    });
    const { access_token } = (await staff.json()) as { access_token: string };
    const console = await request.get("/auth/otp/console", {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const entries = ((await console.json()) as { payload: { mobile: string; otp: string }[] }).payload;
    const otp = entries.find((entry) => entry.mobile === mobile)?.otp;
    expect(otp, "the development OTP console lists the code").toMatch(/^\d{6}$/);

    await otpBox.fill(otp!);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/merchant\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome, Meena Joshi" })).toBeVisible();
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill(DEMO_PASSWORD);
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
  });
});
