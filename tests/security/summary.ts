import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const databaseKind = process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";

/**
 * Records the figures of one part of the security suite (routes, matrix cells, fuzzed requests, 5xx) in
 * `tests/security/last-run-<database>-<part>.json` (not committed) and prints them, so the README can quote a
 * run. One file per part: the parts run in parallel test files.
 */
export function recordFigures(part: string, figures: Record<string, number>): void {
  const slug = part.replace(/[^a-z0-9]+/gi, "-");
  const file = path.join(import.meta.dirname, `last-run-${databaseKind}-${slug}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...figures, at: new Date().toISOString() }, null, 2)}\n`);
  console.log(`security ${part} (${databaseKind}): ${JSON.stringify(figures)}`);
}
