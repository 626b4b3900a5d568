import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DocumentStore } from "./document-store";

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Documents as files under `root` (DATA_DIR/documents); written to a temporary name, then renamed. */
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
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
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

/** The documents folder inside DATA_DIR. */
export const documentsDirectory = (dataDir: string) => path.join(dataDir, "documents");
