import { defineConfig } from "@playwright/test";
import { chromiumExecutable, chromiumArgs } from "./tests/e2e/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  // Files run side by side, each worker on a server and database of its own (`tests/e2e/test.ts`); a file's
  // tests run in order on one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry on CI, reported as "flaky" in the output: a timing flake must be fixed, not allowed to hide a day's work.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // The most an assertion waits for what it expects (it returns as soon as it holds): on a loaded two-core
  // machine a page of antd and data takes longer than Playwright's default 5 s to appear.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    headless: true,
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    screenshot: "only-on-failure",
    trace: "off",
  },
});
