import type { FastifyInstance } from "fastify";
import { type BusinessDate, businessDateAt, DAY_MS, daysBetween } from "@domain/dates/business-date";
import { afterAll, beforeAll } from "vitest";
import type { TestClock } from "./test-clock";
import {
  accessTokenFor,
  bearer,
  setUpDatabase,
  startApp,
  type TestAppOptions,
  type TestDatabase,
} from "./test-app";

export type SeededApp = {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly clock: TestClock;
  /** The bearer header of a demo account (signed in once per test file). */
  as(email: string): Promise<{ authorization: string }>;
  /** Signs the demo account in again (after a test ended its session): later `as` calls carry the new token. */
  renew(email: string): Promise<void>;
  /**
   * Moves the clock on to India's business date `date` (nothing when it is today or past), and signs every
   * account in again on its next call (the earlier access tokens have expired): for a due to become payable.
   */
  travelTo(date: BusinessDate): void;
};

/**
 * One demo-seeded database and app for a test file: opened before its tests, closed after them. The app
 * and database are read through the answer once the file's `beforeAll` has run.
 */
export function seededApp(options: TestAppOptions = {}): SeededApp {
  let started: { app: FastifyInstance; database: TestDatabase; clock: TestClock } | undefined;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    const database = await setUpDatabase();
    started = { database, ...(await startApp(database, options)) };
  });

  afterAll(async () => {
    await started?.app.close();
    await started?.database.close();
  });

  const running = () => {
    if (!started) throw new Error("seededApp(): the app is used before the test file's beforeAll ran");
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    get clock() {
      return running().clock;
    },
    async as(email) {
      if (!tokens.has(email)) tokens.set(email, await accessTokenFor(running().app, email));
      return bearer(tokens.get(email) ?? "");
    },
    async renew(email) {
      tokens.set(email, await accessTokenFor(running().app, email));
    },
    travelTo(date) {
      const days = daysBetween(businessDateAt(running().clock.now()), date);
      if (days <= 0) return;
      running().clock.advance(days * DAY_MS);
      tokens.clear();
    },
  };
}
