/**
 * `npm run check [since]`: the quick loop before every commit. Lints and formats the files changed since `since`
 * (default HEAD: what is not committed yet), checks the types (incrementally), and runs the unit, component and
 * API tests related to those files on PGlite. The whole suite (`npm test`) runs before every push.
 */
import { spawnSync } from "node:child_process";

const since = process.argv[2] ?? "HEAD";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${[command, ...args].join(" ").slice(0, 160)}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function gitLines(args: string[]): string[] {
  const result = spawnSync("git", args, { encoding: "utf8" });
  return result.stdout.split("\n").filter(Boolean);
}

const changed = [
  ...new Set([
    ...gitLines(["diff", "--name-only", "--diff-filter=d", since]),
    ...gitLines(["ls-files", "--others", "--exclude-standard"]),
  ]),
];
console.log(`${changed.length} file(s) changed since ${since}`);

const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
if (lintable.length > 0) run("npx", ["eslint", ...lintable]);
if (changed.length > 0) run("npx", ["prettier", "--check", "--ignore-unknown", ...changed]);
run("npx", [
  "tsc",
  "--noEmit",
  "--incremental",
  "--tsBuildInfoFile",
  "node_modules/.cache/check.tsbuildinfo",
]);
run(
  "npx",
  [
    "vitest",
    "run",
    "--changed",
    since,
    "--passWithNoTests",
    "--project",
    "unit",
    "--project",
    "component",
    "--project",
    "api",
  ],
  { TEST_DB_KIND: "pglite" },
);
