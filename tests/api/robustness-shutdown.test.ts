import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { Agent, get, request, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";

const dataDir = mkdtempSync(path.join(tmpdir(), "ll-shutdown-"));
const documents = path.join(dataDir, "documents", "invoices");
let server: ChildProcess;
let port = 0;
let output = "";

/** `npm start`'s entry on PGlite in a fresh DATA_DIR, on a free port; resolves once it listens. */
function startServer(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" };
  env.NODE_ENV = "test";
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: "pipe" });
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match && !port) {
        port = Number(match[1]);
        resolve();
      }
    };
    server.stdout?.on("data", collect);
    server.stderr?.on("data", collect);
    server.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/**
 * A sign-in whose body arrives in two halves: the first now, the second when `finish` is called. Until then
 * the request is in flight on the server.
 */
function slowSignIn(username: string, agent?: Agent) {
  const body = JSON.stringify({ grant_type: "password", username, password: DEMO_PASSWORD });
  const half = Math.floor(body.length / 2);
  const outgoing = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/auth/oauth/token",
    ...(agent ? { agent } : {}),
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    outgoing.on("response", (response: IncomingMessage) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    outgoing.on("error", reject);
  });
  outgoing.write(body.slice(0, half));
  return { answer, finish: () => outgoing.end(body.slice(half)) };
}

const health = (agent: Agent) =>
  new Promise<void>((resolve, reject) => {
    get({ host: "127.0.0.1", port, path: "/health", agent }, (response) => {
      response.resume();
      response.on("end", resolve);
    }).on("error", reject);
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  // A temporary file a crashed upload left behind, old enough to be swept, and a live-looking one.
  mkdirSync(documents, { recursive: true });
  writeFileSync(path.join(documents, "stale.pdf.1234.tmp"), "half a file");
  const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
  utimesSync(path.join(documents, "stale.pdf.1234.tmp"), dayAgo, dayAgo);
  writeFileSync(path.join(documents, "fresh.pdf.5678.tmp"), "being written");
  await startServer();
}, 120_000);

afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process", () => {
  it("sweeps stale temporary upload files at start-up and leaves recent ones", () => {
    expect(readdirSync(documents).sort()).toEqual(["fresh.pdf.5678.tmp"]);
  });

  it("answers the requests in flight normally when stopped with SIGTERM, then exits 0", async () => {
    // Requests still sending their body, and requests sent whole whose handlers (argon2) are still busy.
    const slowBodies = [slowSignIn("admin@demo.in"), slowSignIn("ops@demo.in")];
    await pause(300);
    // On connections the server has already accepted (a connection still in the kernel's queue is not in flight).
    const agent = new Agent({ keepAlive: true, maxSockets: 12 });
    await Promise.all(Array.from({ length: 12 }, () => health(agent)));
    const busy = Array.from({ length: 12 }, () => slowSignIn("payments@demo.in", agent));
    for (const each of busy) each.finish();
    await pause(50);
    server.kill("SIGTERM");
    await pause(500);
    for (const each of slowBodies) each.finish();

    for (const { answer } of [...slowBodies, ...busy]) {
      const { status, text } = await answer;
      expect(status, text).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ access_token: expect.any(String) });
    }
    expect(await exited(server)).toBe(0);
    expect(output).not.toMatch(/PGlite is closed/);
  }, 60_000);
});
