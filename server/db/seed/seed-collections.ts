import type { Database } from "../database";
import { seedDemoDelinquency } from "./seed-delinquency";
import { seedDemoEmis } from "./seed-emis";
import { seedDemoMandates } from "./seed-mandates";
import { seedDemoReceipts } from "./seed-receipts";
import { seedDemoWriteOffs } from "./seed-write-offs";

/**
 * The collections demo, after the loans and invoices: the dues of the active loans and disbursed invoices
 * (paid, part-paid, bounced and overdue), the mandates, the receipts, the written-off loans' write-off lines,
 * then the day-end delinquency run for the demo's today, so every SMA/NPA bucket has rows.
 */
export async function seedDemoCollections(db: Database, now: Date): Promise<void> {
  await seedDemoEmis(db, now);
  await seedDemoMandates(db, now);
  await seedDemoReceipts(db, now);
  await seedDemoWriteOffs(db);
  await seedDemoDelinquency(db, now);
}
