/**
 * `node --import tsx server/cli/day-end.ts [--date YYYY-MM-DD]`: the day-end run (delinquency, mandate expiry) for a date (today in
 * India by default), for a scheduler (cron) to call once a day after midnight for the day before. Uses
 * DATABASE_URL, or the PGlite database under DATA_DIR (stop the server first: PGlite has one owner).
 */
import { parseArgs } from "node:util";
import { FUTURE_DAY_END } from "@domain/api/delinquency";
import { businessDateAt, isBusinessDate } from "@domain/dates/business-date";
import { readEnv } from "@server/config/env";
import { describeDatabase, openDatabaseOrExit } from "@server/db/open-from-env";
import { runDayEnd } from "@server/modules/collections/delinquency/day-end";

const { values: flags } = parseArgs({ options: { date: { type: "string" } } });
const today = businessDateAt(new Date());
const asOfDate = flags.date ?? today;

if (!isBusinessDate(asOfDate) || asOfDate > today) {
  console.error(isBusinessDate(asOfDate) ? FUTURE_DAY_END : "--date must be YYYY-MM-DD");
  process.exitCode = 1;
} else {
  const env = readEnv();
  const database = openDatabaseOrExit(env);
  try {
    await database.migrate();
    const run = await runDayEnd(database.db, { asOfDate, ranBy: null, now: () => new Date() });
    console.log(
      `Day-end ${run.asOfDate} in ${describeDatabase(env)}: ${run.trancheCount} tranches, ${run.borrowerCount} borrowers, ${run.expiredMandates} mandates expired, ${run.durationMs} ms (run ${run.runCount}).`,
    );
  } finally {
    await database.close();
  }
}
