import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** The lock file in DATA_DIR, like PostgreSQL's `postmaster.pid`: the process id of the server using it. */
export const DATA_DIR_LOCK_FILE = "ledgerline.pid";

export class DataDirInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const holderOf = (file: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * PGlite serves one process per data directory: a second one would run beside the first and one side's
 * acknowledged writes would be lost. The first process to start writes its pid to DATA_DIR/ledgerline.pid;
 * another refuses while that process runs. A lock left by a process that is gone (killed, crashed) is taken
 * over. Answers the release, which removes the file if it is still this process's.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = holderOf(file);
    // A pid equal to ours is a lock from an earlier run that had the same pid (a container's pid 1).
    if (holder !== undefined && holder !== process.pid && isRunning(holder))
      throw new DataDirInUseError(
        `${path.resolve(dataDir)} is in use by another Ledgerline process (pid ${holder}): the embedded database serves one process at a time. Stop that process first, or set DATABASE_URL to share a PostgreSQL database. If no such process is running, delete ${path.resolve(file)}.`,
      );
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not lock ${path.resolve(dataDir)}: another process keeps taking it`);
}
