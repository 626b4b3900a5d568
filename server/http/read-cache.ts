import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { DataVersion, Dependency } from "@server/db/data-version";

const gzipAsync = promisify(gzip);

/** Below this size an answer is sent as it is: compressing would not pay. */
const COMPRESS_FROM_BYTES = 1024;

/** A read endpoint's answer as JSON text, and its gzip once a client asked for it (kept with the entry). */
export type CachedAnswer = { json: string; gzipped?: Promise<Buffer> };

/** The answer's gzip, compressed once per answer (off the event loop); undefined for small answers. */
export function gzippedOf(answer: CachedAnswer): Promise<Buffer> | undefined {
  if (answer.json.length < COMPRESS_FROM_BYTES) return undefined;
  answer.gzipped ??= gzipAsync(answer.json);
  return answer.gzipped;
}

/**
 * Answers of read endpoints, filed under the version of the data they depend on (`readDependencies`: a
 * table, or one tenant's rows of it). Any change to those rows moves that version on, so an entry can only
 * be served while the data it was read from is unchanged (older entries simply age out); a change to
 * another tenant's rows leaves it in place. With no trustworthy version, or a size of 0, nothing is kept.
 */
export type ReadCache = (
  key: string,
  dependencies: readonly Dependency[],
  read: () => Promise<string>,
) => Promise<CachedAnswer>;

export function readCache(version: DataVersion, maxBytes: number): ReadCache {
  if (maxBytes <= 0) return async (_key, _dependencies, read) => ({ json: await read() });
  const entries = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer) => Math.max(1, answer.json.length),
  });
  return async (key, dependencies, read) => {
    // Taken before reading: a change committed during the read files the answer under the old version.
    const at = version.current(dependencies);
    if (at === null) return { json: await read() };
    const versionedKey = `${at}\u0000${key}`;
    const hit = entries.get(versionedKey);
    if (hit !== undefined) return hit;
    const answer = { json: await read() };
    entries.set(versionedKey, answer);
    return answer;
  };
}
