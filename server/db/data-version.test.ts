import { afterEach, describe, expect, it, vi } from "vitest";
import { DATA_CHANGED_CHANNEL, watchDataVersion } from "./data-version";

type Listener = { notify: (payload: string) => void; lose: () => void };

/** A database whose LISTEN can be driven by the test. */
function fakeDatabase(failFirst = false) {
  const listeners: Listener[] = [];
  let attempts = 0;
  const listen = vi.fn(async (channel: string, onNotify: (p: string) => void, onLost: () => void) => {
    expect(channel).toBe(DATA_CHANGED_CHANNEL);
    attempts += 1;
    if (failFirst && attempts === 1) throw new Error("connection refused");
    listeners.push({ notify: onNotify, lose: onLost });
    return async () => {};
  });
  return { database: { listen }, listeners, listen };
}

afterEach(() => vi.useRealTimers());

describe("watchDataVersion", () => {
  it("moves the version on each notification", async () => {
    const { database, listeners } = fakeDatabase();
    const version = await watchDataVersion(database);
    const before = version.current();
    listeners[0]?.notify("invoices");
    expect(version.current()).not.toBe(before);
    expect(version.current()).not.toBeNull();
  });

  it("answers null while the listener is lost, then listens again with a new version", async () => {
    vi.useFakeTimers();
    const { database, listeners, listen } = fakeDatabase();
    const lost = vi.fn();
    const version = await watchDataVersion(database, lost);
    const before = version.current();
    listeners[0]?.lose();
    expect(version.current()).toBeNull();
    expect(lost).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(listen).toHaveBeenCalledTimes(2);
    expect(version.current()).not.toBeNull();
    expect(version.current()).not.toBe(before);
    await version.stop();
    expect(version.current()).toBeNull();
  });

  it("stays null when it cannot listen at start, and retries", async () => {
    vi.useFakeTimers();
    const { database, listen } = fakeDatabase(true);
    const version = await watchDataVersion(database);
    expect(version.current()).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(listen).toHaveBeenCalledTimes(2);
    expect(version.current()).not.toBeNull();
    await version.stop();
  });
});
