/**
 * The test suite as timed phases: each runs as its own command, and the table at the end says how long each
 * took, how many tests it ran and its slowest files (from Vitest's and Playwright's JSON reports).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { withFreshPostgres } from "@server/test-support/fresh-postgres";

type Report = { kind: "vitest" | "playwright"; file: string };

export type Phase = {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  report?: Report;
  /** Runs against a fresh database on the PostgreSQL server named by TEST_DATABASE_URL (skipped without it). */
  postgres?: boolean;
};

type PhaseResult = { name: string; seconds: number; tests?: number; slowest: string[]; outcome: string };

const reportsDir = path.join("test-results", "phases");
const reportFile = (slug: string) => path.join(reportsDir, `${slug}.json`);

const vitest = (slug: string, args: string[], env: NodeJS.ProcessEnv = {}): Phase => ({
  name: slug,
  command: [
    "npx",
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportFile(slug)}`,
  ],
  env,
  report: { kind: "vitest", file: reportFile(slug) },
});

const apiFiles = ["--project", "api", "--exclude", "tests/security/**"];
const securityFiles = ["--project", "api", "tests/security/"];
/**
 * On PostgreSQL the API and security suites run as one Vitest run (one seeded template and one start-up: 150 s
 * against 178 s as two). On PGlite that was slower (303 s against 243 s as two), so there they stay apart.
 */
const apiAndSecurityFiles = ["--project", "api"];

export const API_PHASES: Phase[] = [
  { ...vitest("api-pglite", apiFiles, { TEST_DB_KIND: "pglite" }), name: "API on PGlite" },
  { ...vitest("security-pglite", securityFiles, { TEST_DB_KIND: "pglite" }), name: "security on PGlite" },
  {
    ...vitest("api-postgres", apiAndSecurityFiles, { TEST_DB_KIND: "postgres" }),
    name: "API and security on PostgreSQL",
    postgres: true,
  },
];

export const ALL_PHASES: Phase[] = [
  // ESLint, Prettier and tsc side by side: together they keep both cores busy until the last one ends.
  {
    name: "lint and types",
    command: [
      "npx",
      "concurrently",
      "--group",
      "-n",
      "eslint,prettier,types",
      "npx eslint .",
      "npx prettier --check .",
      "npx tsc --noEmit",
    ],
  },
  { ...vitest("unit", ["--project", "unit", "--project", "component"]), name: "unit and component" },
  ...API_PHASES,
  { name: "build", command: ["npx", "vite", "build"] },
  {
    name: "e2e (Chromium)",
    command: ["npx", "playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile("e2e") },
    report: { kind: "playwright", file: reportFile("e2e") },
  },
];

type Timed = { file: string; ms: number; tests: number };

function vitestFiles(report: string): Timed[] {
  const json = JSON.parse(readFileSync(report, "utf8")) as {
    testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
  };
  return json.testResults.map((result) => ({
    file: path.relative(process.cwd(), result.name),
    ms: result.endTime - result.startTime,
    tests: result.assertionResults.length,
  }));
}

type PlaywrightSuite = {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

function playwrightFiles(report: string): Timed[] {
  const json = JSON.parse(readFileSync(report, "utf8")) as { suites: PlaywrightSuite[] };
  const byFile = new Map<string, Timed>();
  const walk = (suite: PlaywrightSuite) => {
    const entry = byFile.get(suite.file) ?? { file: suite.file, ms: 0, tests: 0 };
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        entry.tests += 1;
        entry.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
      }
    byFile.set(suite.file, entry);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites) walk(suite);
  return [...byFile.values()];
}

function summarise(report: Report | undefined): Pick<PhaseResult, "tests" | "slowest"> {
  if (!report || !existsSync(report.file)) return { slowest: [] };
  const files = report.kind === "vitest" ? vitestFiles(report.file) : playwrightFiles(report.file);
  const slowest = [...files]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((file) => `${file.file} ${(file.ms / 1000).toFixed(0)} s`);
  return { tests: files.reduce((sum, file) => sum + file.tests, 0), slowest };
}

function runCommand(phase: Phase, env: NodeJS.ProcessEnv): number {
  const [command = "", ...args] = phase.command;
  console.log(`\n▶ ${phase.name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

async function runPhase(phase: Phase): Promise<{ status: number; skipped?: string }> {
  if (phase.report) rmSync(phase.report.file, { force: true });
  if (!phase.postgres) return { status: runCommand(phase, phase.env ?? {}) };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { status: 0, skipped: "TEST_DATABASE_URL is not set" };
  return withFreshPostgres(serverUrl, "ledgerline_test", (url) => ({
    status: runCommand(phase, { ...phase.env, TEST_DATABASE_URL: url }),
  }));
}

function printTable(results: PhaseResult[], extraRows: PhaseResult[]): void {
  const rows = [...extraRows, ...results];
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log("\n| phase | seconds | tests | slowest files | outcome |");
  console.log("| --- | ---: | ---: | --- | --- |");
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.seconds.toFixed(0)} | ${row.tests ?? ""} | ${row.slowest.join("; ")} | ${row.outcome} |`,
    );
  console.log(`| **total** | ${total.toFixed(0)} | | | |`);
}

/** `.ci/run` times the install and passes it on, so the table covers the whole run. */
function installRow(): PhaseResult[] {
  const seconds = Number(process.env.CI_INSTALL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0
    ? [{ name: "install", seconds, slowest: [], outcome: "passed" }]
    : [];
}

/** Runs the phases in order, stops at the first that fails, prints the table either way and exits. */
export async function runPhases(phases: Phase[]): Promise<never> {
  mkdirSync(reportsDir, { recursive: true });
  const results: PhaseResult[] = [];
  for (const phase of phases) {
    const started = performance.now();
    const { status, skipped } = await runPhase(phase);
    const seconds = (performance.now() - started) / 1000;
    const outcome = skipped ? `skipped: ${skipped}` : status === 0 ? "passed" : `failed (exit ${status})`;
    results.push({ name: phase.name, seconds, outcome, ...summarise(phase.report) });
    if (status !== 0) {
      printTable(results, installRow());
      process.exit(status);
    }
  }
  printTable(results, installRow());
  process.exit(0);
}
