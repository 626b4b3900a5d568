import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from "./data-dir-lock";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A process that runs until killed: a live pid that is not ours. */
async function liveProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve) => child.once("spawn", resolve));
  return child;
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

const freshDir = () => mkdtempSync(path.join(tmpdir(), "ll-lock-"));

describe("the PGlite data directory lock", () => {
  it("writes this process's pid, refuses while another live process holds it, and takes over a dead one's", async () => {
    const dir = freshDir();
    const file = path.join(dir, DATA_DIR_LOCK_FILE);
    const other = await liveProcess();
    writeFileSync(file, `${other.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another Ledgerline process (pid ${other.pid})`);
    expect(readFileSync(file, "utf8")).toBe(`${other.pid}\n`);

    await killed(other);
    const release = lockDataDir(dir);
    expect(readFileSync(file, "utf8")).toBe(`${process.pid}\n`);
    release();
    expect(existsSync(file)).toBe(false);
  });

  it("a second server on the same DATA_DIR refuses to start, in words, and touches nothing", async () => {
    const dir = freshDir();
    const holder = await liveProcess();
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), `${holder.pid}\n`);
    const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, DATA_DIR: dir, PORT: "0", NODE_ENV: "test", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(server);
    let stderr = "";
    server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const code = await new Promise<number | null>((resolve) => server.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`is in use by another Ledgerline process (pid ${holder.pid})`);
    expect(existsSync(path.join(dir, "pglite"))).toBe(false);
  });
});
