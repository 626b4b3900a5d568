import { describe, expect, it, vi } from "vitest";
import type { DataVersion } from "@server/db/data-version";
import { readCache } from "./read-cache";

const versionAt = (start: number | null) => {
  let value = start;
  const version: DataVersion = { current: () => value, stop: async () => {} };
  return { version, set: (next: number | null) => (value = next) };
};

describe("readCache", () => {
  it("reads once per key while the data version stays the same", async () => {
    const { version } = versionAt(1);
    const cache = readCache(version, 1024);
    const read = vi.fn(async () => '{"payload":[]}');
    expect(await cache("a", read)).toBe('{"payload":[]}');
    expect(await cache("a", read)).toBe('{"payload":[]}');
    await cache("b", read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads again after the data changed", async () => {
    const { version, set } = versionAt(1);
    const cache = readCache(version, 1024);
    let answer = "old";
    const read = vi.fn(async () => answer);
    await cache("a", read);
    answer = "new";
    set(2);
    expect(await cache("a", read)).toBe("new");
  });

  it("files an answer under the version seen before the read, so a change during the read is not hidden", async () => {
    const { version, set } = versionAt(1);
    const cache = readCache(version, 1024);
    await cache("a", async () => {
      set(2);
      return "read before the change";
    });
    expect(await cache("a", async () => "after")).toBe("after");
  });

  it("keeps nothing while changes cannot be observed, or with no memory", async () => {
    const unwatched = readCache(versionAt(null).version, 1024);
    const off = readCache(versionAt(1).version, 0);
    for (const cache of [unwatched, off]) {
      const read = vi.fn(async () => "x");
      await cache("a", read);
      await cache("a", read);
      expect(read).toHaveBeenCalledTimes(2);
    }
  });

  it("does not keep an answer larger than its memory", async () => {
    const cache = readCache(versionAt(1).version, 8);
    const read = vi.fn(async () => "0123456789");
    await cache("a", read);
    await cache("a", read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
