import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const databaseKind = process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
const file = path.join(import.meta.dirname, `last-run-${databaseKind}.json`);

/**
 * Records the figures of one part of the security suite (routes, matrix cells, fuzzed requests, 5xx) in
 * `tests/security/last-run-<database>.json` (not committed) and prints them, so the README can quote a run.
 */
export function recordFigures(part: string, figures: Record<string, number>): void {
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch {
    all = {};
  }
  all[part] = { ...figures, at: new Date().toISOString() };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`security ${part} (${databaseKind}): ${JSON.stringify(figures)}`);
}
