/**
 * Starts the real server (API + built portal) for a benchmark, on its own port and a fresh data directory,
 * unless BENCH_URL points at one that is already running.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";

export interface RunningPortal {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${baseUrl}/health within ${timeoutMs / 1000} s`);
}

export async function startPortal(port = Number(process.env.BENCH_PORT ?? 3200)): Promise<RunningPortal> {
  if (process.env.BENCH_URL)
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ""), stop: async () => {} };
  if (!existsSync("dist/index.html")) throw new Error("No dist/index.html: run `npm run build` first.");
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "./data/bench-portal",
      E2E_FRESH_DATA: "1",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(baseUrl, child, 120_000);
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Signs in through the API, as the portal does, and returns the two session cookies' values. */
export async function signIn(baseUrl: string, username: string, password = "Demo@1234") {
  const response = await fetch(`${baseUrl}/auth/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ grant_type: "password", username, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${username} failed with ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}
