import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DATA_CHANGED_CHANNEL, readDependencies, watchDataVersion } from "./data-version";

const ALL = ["invoices"];

type Listener = { notify: (payload: string) => void; lose: () => void };

/**
 * A database whose LISTEN can be driven by the test. `execute` (the only statement is `settled`'s pg_notify)
 * delivers what `queued` holds and then its own payload, in that order, unless `deliverNotifies` is false.
 */
function fakeDatabase(failFirst = false) {
  const listeners: Listener[] = [];
  const queued: string[] = [];
  const options = { deliverNotifies: true };
  const execute = vi.fn(async (query: SQL) => {
    const [, payload] = new PgDialect().sqlToQuery(query).params as [string, string];
    if (!options.deliverNotifies) return;
    setTimeout(() => {
      for (const pending of [...queued.splice(0), payload]) listeners.at(-1)?.notify(pending);
    }, 10);
  });
  let attempts = 0;
  const listen = vi.fn(async (channel: string, onNotify: (p: string) => void, onLost: () => void) => {
    expect(channel).toBe(DATA_CHANGED_CHANNEL);
    attempts += 1;
    if (failFirst && attempts === 1) throw new Error("connection refused");
    listeners.push({ notify: onNotify, lose: onLost });
    return async () => {};
  });
  return { database: { listen, db: { execute } }, listeners, listen, queued, options };
}

afterEach(() => vi.useRealTimers());

describe("watchDataVersion", () => {
  it("moves the version on each notification", async () => {
    const { database, listeners } = fakeDatabase();
    const version = await watchDataVersion(database);
    const before = version.current(ALL);
    listeners[0]?.notify("invoices");
    expect(version.current(ALL)).not.toBe(before);
    expect(version.current(ALL)).not.toBeNull();
  });

  it("answers null while the listener is lost, then listens again with a new version", async () => {
    vi.useFakeTimers();
    const { database, listeners, listen } = fakeDatabase();
    const lost = vi.fn();
    const version = await watchDataVersion(database, lost);
    const before = version.current(ALL);
    listeners[0]?.lose();
    expect(version.current(ALL)).toBeNull();
    expect(lost).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(listen).toHaveBeenCalledTimes(2);
    expect(version.current(ALL)).not.toBeNull();
    expect(version.current(ALL)).not.toBe(before);
    await version.stop();
    expect(version.current(ALL)).toBeNull();
  });

  it("stays null when it cannot listen at start, and retries", async () => {
    vi.useFakeTimers();
    const { database, listen } = fakeDatabase(true);
    const version = await watchDataVersion(database);
    expect(version.current(ALL)).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(listen).toHaveBeenCalledTimes(2);
    expect(version.current(ALL)).not.toBeNull();
    await version.stop();
  });

  it("moves a tenant's version only for changes to that tenant's rows, and the table's for every change", async () => {
    const { database, listeners } = fakeDatabase();
    const version = await watchDataVersion(database);
    const anchorA = readDependencies(
      { level: "anchor", anchorId: "A", userId: "u" },
      ["invoices"],
      ["anchors"],
    );
    const anchorB = readDependencies(
      { level: "anchor", anchorId: "B", userId: "v" },
      ["invoices"],
      ["anchors"],
    );
    const lenderL = readDependencies({ level: "lender", lenderId: "L" }, ["invoices"]);
    const merchantM = readDependencies({ level: "merchant", userId: "M" }, ["invoices"]);
    const platform = readDependencies({ level: "platform" }, ["invoices"], ["anchors"]);
    const all = [anchorA, anchorB, lenderL, merchantM, platform];
    const snapshot = () => all.map((dependencies) => version.current(dependencies));

    let before = snapshot();
    listeners[0]?.notify("invoices A L -");
    let after = snapshot();
    expect(after.map((value, i) => value !== before[i])).toEqual([true, false, true, false, true]);

    before = after;
    listeners[0]?.notify("invoices B K M");
    after = snapshot();
    expect(after.map((value, i) => value !== before[i])).toEqual([false, true, false, true, true]);

    before = after;
    listeners[0]?.notify("invoices");
    after = snapshot();
    expect(after.every((value, i) => value !== before[i])).toBe(true);

    before = after;
    listeners[0]?.notify("anchors");
    after = snapshot();
    expect(after.map((value, i) => value !== before[i])).toEqual([true, true, false, false, true]);
  });

  it("settles only once every change committed before it has moved the versions", async () => {
    const { database, queued } = fakeDatabase();
    const version = await watchDataVersion(database);
    const before = version.current(ALL);
    queued.push("invoices");
    await version.settled();
    expect(version.current(ALL)).not.toBe(before);
    const after = version.current(ALL);
    await version.settled();
    expect(version.current(ALL)).toBe(after);
  });

  it("starts every version anew when its own notification never comes back", async () => {
    vi.useFakeTimers();
    const { database, options } = fakeDatabase();
    options.deliverNotifies = false;
    const version = await watchDataVersion(database);
    const before = version.current(ALL);
    const settling = version.settled();
    await vi.advanceTimersByTimeAsync(2_000);
    await settling;
    expect(version.current(ALL)).not.toBe(before);
    expect(version.current(ALL)).not.toBeNull();
  });
});
