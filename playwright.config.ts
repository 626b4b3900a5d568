import { defineConfig } from "@playwright/test";
import { chromiumExecutable, chromiumArgs } from "./tests/e2e/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // One retry on CI, reported as "flaky" in the output: a timing flake must be fixed, not allowed to hide a day's work.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    headless: true,
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    screenshot: "only-on-failure",
    trace: "off",
  },
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `${baseURL}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? "./data/e2e",
      E2E_FRESH_DATA: "1",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // The suite signs in many times a minute from one address; the limit itself is covered by the API tests.
      TOKEN_RATE_LIMIT_PER_MINUTE: "1000",
      OTP_RATE_LIMIT_PER_MINUTE: "100",
    },
  },
});
