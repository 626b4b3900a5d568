import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { TokenResponse } from "@domain/api/auth";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "@server/app";
import type { AppConfig } from "@server/config/app-config";
import type { DatabaseHandle } from "@server/db/client";
import { watchDataVersion } from "@server/db/data-version";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";
import { createTestDatabase } from "./test-database";
import { TestClock } from "./test-clock";

let filesDataDir: string | undefined;

/**
 * Called before each API test file (`tests/api-setup.ts`): a worker runs many files in one module graph, and
 * each file's documents must not meet the last one's.
 */
export function forgetTestDataDir(): void {
  filesDataDir = undefined;
}

/** Documents under a folder of the test file's own: files run in parallel, with the same seeded record ids. */
function testDataDir(): string {
  filesDataDir ??= mkdtempSync(path.join(tmpdir(), "ll-test-data-"));
  return filesDataDir;
}

/** The webhook secrets a test app verifies (and its sandboxes sign) with; an installation generates its own. */
export const TEST_ESIGN_WEBHOOK_SECRET = "test-esign-webhook-secret-at-least-32-characters";
export const TEST_MANDATE_WEBHOOK_SECRET = "test-mandate-webhook-secret-at-least-32-characters";

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    dataDir: testDataDir(),
    nodeEnv: "test",
    jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 7 * 24 * 3600,
    tokenRateLimitPerMinute: 1000,
    otpRateLimitPerMinute: 1000,
    bodyLimitBytes: 1024 * 1024,
    uploadLimitBytes: 10 * 1024 * 1024,
    logLevel: "silent",
    staticDir: "./does-not-exist",
    trustProxy: false,
    readCacheBytes: 8 * 1024 * 1024,
    esignWebhookSecret: TEST_ESIGN_WEBHOOK_SECRET,
    mandateWebhookSecret: TEST_MANDATE_WEBHOOK_SECRET,
    paymentGateway: "sandbox",
    ...overrides,
  };
}

/** Collects every log line the app writes. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  }

  get text(): string {
    return this.lines.join("\n");
  }
}

export type TestDatabase = DatabaseHandle;

/** One database per test file: migrated (and seeded with the demo data unless `seed: false`). */
export async function setUpDatabase({ seed = true }: { seed?: boolean } = {}): Promise<TestDatabase> {
  return createTestDatabase({ seed });
}

export type TestAppOptions = { config?: Partial<AppConfig>; clock?: TestClock; logs?: LogCapture };

/** An app on a test database, with a hand-moved clock. */
export async function startApp(database: TestDatabase, options: TestAppOptions = {}) {
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    db: database.db,
    dataVersion: await watchDataVersion(database),
    config: testConfig(options.config),
    clock: clock.now,
    ...(options.logs ? { logStream: options.logs } : {}),
  });
  return { app, clock };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the token endpoint and answers the token response (fails the test otherwise). */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<TokenResponse> {
  const response = await app.inject({
    method: "POST",
    url: "/auth/oauth/token",
    payload: { grant_type: "password", username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenResponse>();
}

export async function accessTokenFor(app: FastifyInstance, username: string): Promise<string> {
  return (await signIn(app, username)).access_token;
}

/** The parsed JSON body of a response, typed for assertions. */
export const body = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => response.json<T>();
