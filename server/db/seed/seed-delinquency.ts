import { businessDateAt } from "@domain/dates/business-date";
import { runDayEnd } from "@server/modules/collections/delinquency/day-end";
import type { Database } from "../database";

/** The day-end delinquency run for the demo's today, over the demo's dues and receipts seeded before it. */
export async function seedDemoDelinquency(db: Database, now: Date): Promise<void> {
  await runDayEnd(db, { asOfDate: businessDateAt(now), ranBy: null, now: () => now });
}
