/**
 * The end-to-end specs' `test`: each Playwright worker starts a server of its own (its own port and its own
 * PGlite data directory, freshly seeded), so two workers run specs side by side without meeting each other's
 * data. Each page fails its test on anything the app's Content-Security-Policy blocked. Everything else is
 * Playwright's own, re-exported.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { test as base, expect } from "@playwright/test";

export * from "@playwright/test";

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const STARTUP_MS = 120_000;

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The e2e server exited (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The e2e server at ${url} did not answer /health within ${STARTUP_MS / 1000} s:\n${output()}`,
  );
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const killed = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(killed);
}

export const test = base.extend<object, { workerServer: string }>({
  workerServer: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const url = `http://127.0.0.1:${port}`;
      let output = "";
      const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: `${process.env.E2E_DATA_DIR ?? "./data/e2e"}-${workerInfo.parallelIndex}`,
          E2E_FRESH_DATA: "1",
          NODE_ENV: "test",
          LOG_LEVEL: "warn",
          // The suite signs in many times a minute from one address; the limit itself is covered by the API tests.
          TOKEN_RATE_LIMIT_PER_MINUTE: "1000",
          OTP_RATE_LIMIT_PER_MINUTE: "100",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString("utf8")).slice(-20_000);
      };
      server.stdout?.on("data", keep);
      server.stderr?.on("data", keep);
      try {
        await waitForHealth(url, server, () => output);
        await use(url);
      } finally {
        await stop(server);
      }
    },
    { scope: "worker", auto: true, timeout: STARTUP_MS + 20_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
  // Whatever the app's Content-Security-Policy blocks (a document viewer's frame, an image) fails the test.
  page: async ({ page }, use) => {
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
        blocked.push(message.text());
    });
    await use(page);
    expect(blocked, "requests the Content-Security-Policy blocked").toEqual([]);
  },
});
