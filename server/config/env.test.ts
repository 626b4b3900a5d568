import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env";
import { resolveInstallSecret } from "./install-secret";
import { configFromEnv } from "./resolve-config";

describe("readEnv", () => {
  it("applies the documented defaults", () => {
    expect(readEnv({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_SECONDS: 604800,
      TOKEN_RATE_LIMIT_PER_MINUTE: 30,
      OTP_RATE_LIMIT_PER_MINUTE: 5,
      BODY_LIMIT_BYTES: 1048576,
      UPLOAD_LIMIT_BYTES: 10485760,
      READ_CACHE_MB: 64,
      LOG_LEVEL: "info",
      STATIC_DIR: "./dist",
      TRUST_PROXY: false,
      E2E_FRESH_DATA: false,
      ALLOW_SANDBOX_PROVIDERS: false,
      KFS_HOLIDAYS: [],
    });
  });

  it("reads the KFS holidays as a comma-separated list of dates", () => {
    expect(readEnv({ KFS_HOLIDAYS: "2026-01-26, 2026-08-15" }).KFS_HOLIDAYS).toEqual([
      "2026-01-26",
      "2026-08-15",
    ]);
    expect(() => readEnv({ KFS_HOLIDAYS: "2026-02-30" })).toThrow("KFS_HOLIDAYS must be YYYY-MM-DD dates");
  });

  it("reads flags and numbers", () => {
    const env = readEnv({
      PORT: "8080",
      E2E_FRESH_DATA: "1",
      TRUST_PROXY: "true",
      DATABASE_URL: "postgres://u@h/db",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      E2E_FRESH_DATA: true,
      TRUST_PROXY: true,
      DATABASE_URL: "postgres://u@h/db",
    });
  });

  it("names every bad variable in one error", () => {
    expect(() => readEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", JWT_SECRET: "short" })).toThrow(
      /PORT: .*\n {2}DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/\n {2}JWT_SECRET: JWT_SECRET must have at least 32 characters/,
    );
  });
});

describe("resolveInstallSecret", () => {
  it("uses JWT_SECRET when given", () => {
    expect(resolveInstallSecret("jwt-secret", "x".repeat(40), "/nonexistent")).toBe("x".repeat(40));
  });

  it("generates a secret into DATA_DIR once and keeps it, readable by the owner only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ledgerline-secret-"));
    const first = resolveInstallSecret("jwt-secret", undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveInstallSecret("jwt-secret", undefined, dir)).toBe(first);
    expect(readFileSync(path.join(dir, "jwt-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dir, "jwt-secret")).mode & 0o777).toBe(0o600);
  });
});

describe("configFromEnv: the webhook secrets", () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), "ledgerline-install-"));

  it("generates each per installation (never a constant in the repository), kept across restarts", () => {
    const first = dataDir();
    const one = configFromEnv(readEnv({ DATA_DIR: first }));
    const other = configFromEnv(readEnv({ DATA_DIR: dataDir() }));
    expect(one.esignWebhookSecret?.length).toBeGreaterThanOrEqual(32);
    expect(one.mandateWebhookSecret?.length).toBeGreaterThanOrEqual(32);
    expect(one.esignWebhookSecret).not.toBe(one.mandateWebhookSecret);
    expect(other.esignWebhookSecret).not.toBe(one.esignWebhookSecret);
    expect(other.mandateWebhookSecret).not.toBe(one.mandateWebhookSecret);
    const restarted = configFromEnv(readEnv({ DATA_DIR: first }));
    expect(restarted.esignWebhookSecret).toBe(one.esignWebhookSecret);
    expect(restarted.mandateWebhookSecret).toBe(one.mandateWebhookSecret);
  });

  it("takes the environment's, and in production generates none (the provider's webhooks are refused)", () => {
    const set = "s".repeat(40);
    const configured = configFromEnv(
      readEnv({ DATA_DIR: dataDir(), ESIGN_WEBHOOK_SECRET: set, MANDATE_WEBHOOK_SECRET: set }),
    );
    expect(configured).toMatchObject({ esignWebhookSecret: set, mandateWebhookSecret: set });
    const production = configFromEnv(
      readEnv({ DATA_DIR: dataDir(), NODE_ENV: "production", JWT_SECRET: "j".repeat(40) }),
    );
    expect(production.esignWebhookSecret).toBeUndefined();
    expect(production.mandateWebhookSecret).toBeUndefined();
  });
});
