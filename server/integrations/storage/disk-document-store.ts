import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DocumentStore } from "./document-store";

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const TEMPORARY_SUFFIX = ".tmp";

/**
 * Documents as files under `root` (DATA_DIR/documents). Each write goes to a temporary name of its own and
 * is then renamed into place, so concurrent writers never share a half-written file.
 */
export function diskDocumentStore(root: string): DocumentStore {
  const fileOf = (key: string) => {
    // Keys are built by the server from ids, never from user input; this guards against a future mistake.
    if (!SAFE_KEY.test(key)) throw new RangeError(`Unsafe document key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}${TEMPORARY_SUFFIX}`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * Removes temporary files a crashed write left under `root` (run at start-up). Only files older than
 * `olderThanMs` go, so a write another process is making right now is left alone. Answers how many went.
 */
export async function sweepTemporaryDocuments(root: string, olderThanMs: number, now = Date.now()) {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(TEMPORARY_SUFFIX)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mtimeMs } = await stat(file);
    if (now - mtimeMs < olderThanMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** The documents folder inside DATA_DIR. */
export const documentsDirectory = (dataDir: string) => path.join(dataDir, "documents");
