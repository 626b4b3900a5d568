import { LRUCache } from "lru-cache";
import type { DataVersion } from "@server/db/data-version";

/**
 * Answers of read endpoints kept as JSON text, keyed by the data version they were read at: any change to
 * a watched table moves the version on, so an entry can only be served while the data it was read from is
 * unchanged (older entries simply age out). With no trustworthy version, or a size of 0, nothing is kept.
 */
export type ReadCache = (key: string, read: () => Promise<string>) => Promise<string>;

export function readCache(version: DataVersion, maxBytes: number): ReadCache {
  if (maxBytes <= 0) return (_key, read) => read();
  const entries = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (text) => Math.max(1, text.length),
  });
  return async (key, read) => {
    // Taken before reading: a change committed during the read files the answer under the old version.
    const at = version.current();
    if (at === null) return read();
    const versionedKey = `${at}\u0000${key}`;
    const hit = entries.get(versionedKey);
    if (hit !== undefined) return hit;
    const text = await read();
    entries.set(versionedKey, text);
    return text;
  };
}
