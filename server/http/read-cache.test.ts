import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import type { DataVersion } from "@server/db/data-version";
import { gzippedOf, readCache } from "./read-cache";

const DEPS = ["invoices"];

const versionAt = (start: number | null) => {
  let value = start;
  const version: DataVersion = { current: () => value, settled: async () => {}, stop: async () => {} };
  return { version, set: (next: number | null) => (value = next) };
};

describe("readCache", () => {
  it("reads once per key while the data version stays the same", async () => {
    const { version } = versionAt(1);
    const cache = readCache(version, 1024);
    const read = vi.fn(async () => '{"payload":[]}');
    expect((await cache("a", DEPS, read)).json).toBe('{"payload":[]}');
    expect((await cache("a", DEPS, read)).json).toBe('{"payload":[]}');
    await cache("b", DEPS, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads again after the data changed", async () => {
    const { version, set } = versionAt(1);
    const cache = readCache(version, 1024);
    let answer = "old";
    const read = vi.fn(async () => answer);
    await cache("a", DEPS, read);
    answer = "new";
    set(2);
    expect((await cache("a", DEPS, read)).json).toBe("new");
  });

  it("files an answer under the version seen before the read, so a change during the read is not hidden", async () => {
    const { version, set } = versionAt(1);
    const cache = readCache(version, 1024);
    await cache("a", DEPS, async () => {
      set(2);
      return "read before the change";
    });
    expect((await cache("a", DEPS, async () => "after")).json).toBe("after");
  });

  it("keeps nothing while changes cannot be observed, or with no memory", async () => {
    const unwatched = readCache(versionAt(null).version, 1024);
    const off = readCache(versionAt(1).version, 0);
    for (const cache of [unwatched, off]) {
      const read = vi.fn(async () => "x");
      await cache("a", DEPS, read);
      await cache("a", DEPS, read);
      expect(read).toHaveBeenCalledTimes(2);
    }
  });

  it("does not keep an answer larger than its memory", async () => {
    const cache = readCache(versionAt(1).version, 8);
    const read = vi.fn(async () => "0123456789");
    await cache("a", DEPS, read);
    await cache("a", DEPS, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("compresses a large answer once and leaves a small one as it is", async () => {
    const cache = readCache(versionAt(1).version, 1024 * 1024);
    const json = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ["Patel Cattle Feed", i]) });
    const answer = await cache("a", DEPS, async () => json);
    const gzipped = await gzippedOf(answer);
    expect(gzipped && gunzipSync(gzipped).toString()).toBe(json);
    expect(gzipped!.length).toBeLessThan(json.length / 4);
    expect(gzippedOf(answer)).toBe(gzippedOf(answer));
    expect(gzippedOf({ json: "{}" })).toBeUndefined();
  });
});
