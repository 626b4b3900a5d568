/**
 * The day-end delinquency run over a large ledger (default 1,000,000 dues in 200,000 tranches), then the
 * as-of-date bucket summary (`GET /account/dpd/summary`'s query) rotating over the platform's, a lender's, an
 * anchor's and a merchant's view at both levels. Targets (issue 13): the day-end ≤ 10 s on PostgreSQL and
 * ≤ 30 s on PGlite; the summary's p99 ≤ 200 ms. PGlite unless BENCH_SKIP_PGLITE=1; PostgreSQL when
 * BENCH_DATABASE_URL names a server (a fresh database, dropped afterwards). Prints a table and
 * `BENCH_RESULT {json}` lines for bench/run-all.ts.
 *
 * BENCH_TRANCHES (default 200000), BENCH_DUES_PER_TRANCHE (default 5), BENCH_SUMMARIES (default 400).
 */
import { loadavg } from "node:os";
import type { DpdLevel } from "@domain/api/delinquency";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { sql } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import { openDatabase, type DatabaseTarget } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { seedDatabase } from "@server/db/seed";
import { seedLoanVolume, seedScale } from "@server/db/seed/seed-scale";
import { runDayEnd } from "@server/modules/collections/delinquency/day-end";
import { dpdBucketSummary } from "@server/modules/collections/delinquency/dpd-list";
import { onBothDatabases } from "./both-databases";
import { seedDelinquencyLedger } from "./delinquency-ledger";
import { printResults } from "./load-test";

const tranches = Number(process.env.BENCH_TRANCHES ?? 200_000);
const duesPerTranche = Number(process.env.BENCH_DUES_PER_TRANCHE ?? 5);
const summaries = Number(process.env.BENCH_SUMMARIES ?? 400);
const DAY_END_TARGET_S: Record<string, number> = { PGlite: 30, PostgreSQL: 10 };
const SUMMARY_P99_TARGET_MS = 200;

type Row = { database: string; measure: string; value: string; target: string; met: string };

const log = (line: string) => console.log(`[bench/delinquency] ${line}`);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

/** A few tenants of the ledger: whose views the summary rotates over. */
async function scopesOf(db: Parameters<typeof runDayEnd>[0]): Promise<TenancyScope[]> {
  const [row] = rawRows<{ lender: string; anchor: string; user: string }>(
    await db.execute(sql`SELECT (SELECT lender_id FROM emis LIMIT 1)::text AS lender,
      (SELECT anchor_id FROM emis WHERE anchor_id IS NOT NULL LIMIT 1)::text AS anchor,
      (SELECT borrower_user_id FROM emis WHERE borrower_user_id IS NOT NULL LIMIT 1)::text AS user`),
  );
  return [
    { level: "platform" },
    { level: "lender", lenderId: row?.lender ?? "" },
    { level: "anchor", anchorId: row?.anchor ?? "", userId: "" },
    { level: "merchant", userId: row?.user ?? "" },
  ];
}

async function benchOne(label: string, target: DatabaseTarget): Promise<Row[]> {
  const database = openDatabase(target);
  const { db } = database;
  try {
    await database.migrate();
    await seedDatabase(db, "test");
    const asOf = businessDateAt(new Date());
    let started = Date.now();
    await seedScale(db, 10_000);
    await seedLoanVolume(db, tranches);
    await seedDelinquencyLedger(db, asOf, tranches, duesPerTranche);
    const [count] = rawRows<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM emis`));
    log(
      `${label}: ${count?.n} dues seeded in ${seconds(Date.now() - started)} s; load ${loadavg()[0]?.toFixed(2)}`,
    );

    started = performance.now();
    const run = await runDayEnd(db, { asOfDate: asOf, ranBy: null, now: () => new Date() });
    const dayEndMs = performance.now() - started;
    log(
      `${label}: day-end ${seconds(dayEndMs)} s: ${run.trancheCount} tranches, ${run.borrowerCount} borrowers`,
    );
    await runDayEnd(db, { asOfDate: addDays(asOf, -1), ranBy: null, now: () => new Date() });

    const scopes = await scopesOf(db);
    const levels: DpdLevel[] = ["borrower", "tranche"];
    const timings: number[] = [];
    for (let i = 0; i < summaries; i += 1) {
      const scope = scopes[i % scopes.length]!;
      const level = levels[Math.floor(i / scopes.length) % 2]!;
      const begun = performance.now();
      await dpdBucketSummary(db, scope, { level }, i % 3 === 0 ? addDays(asOf, -1) : asOf);
      timings.push(performance.now() - begun);
    }
    timings.sort((a, b) => a - b);
    const p99 = percentile(timings, 0.99);
    const dayEndTarget = DAY_END_TARGET_S[label] ?? 10;
    return [
      {
        database: label,
        measure: `day-end over ${count?.n} dues (${tranches} tranches)`,
        value: `${seconds(dayEndMs)} s`,
        target: `≤ ${dayEndTarget} s`,
        met: dayEndMs <= dayEndTarget * 1000 ? "yes" : "no",
      },
      {
        database: label,
        measure: `bucket summary, ${summaries} calls (median ${percentile(timings, 0.5).toFixed(0)} ms)`,
        value: `p99 ${p99.toFixed(0)} ms`,
        target: `≤ ${SUMMARY_P99_TARGET_MS} ms`,
        met: p99 <= SUMMARY_P99_TARGET_MS ? "yes" : "no",
      },
    ];
  } finally {
    await database.close();
  }
}

const rows = await onBothDatabases("delinquency", "ledgerline_bench_delinquency", benchOne, log);
printResults<Row>(
  "delinquency",
  "Day-end delinquency and the bucket summary",
  [
    ["database", "Database"],
    ["measure", "Measure"],
    ["value", "Result"],
    ["target", "Target"],
    ["met", "Met"],
  ],
  rows,
);
