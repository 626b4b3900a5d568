import type { Database } from "./database";
import { syncMenu } from "./reference/sync-menu";
import { hasAnyUser, seedDemoData } from "./seed/seed-demo";
import { seedDemoCollections } from "./seed/seed-collections";
import { seedDemoInvoices } from "./seed/seed-invoices";
import { seedDemoLeads } from "./seed/seed-leads";

export type SeedOutcome = { demoSeeded: boolean };

/**
 * Start-up data: the menu's reference data always; the demo data only outside production and only
 * into an empty database (no demo account ever exists in production).
 */
export async function seedDatabase(
  db: Database,
  nodeEnv: "development" | "test" | "production",
): Promise<SeedOutcome> {
  await syncMenu(db);
  if (nodeEnv === "production" || (await hasAnyUser(db))) return { demoSeeded: false };
  await seedDemoData(db);
  await seedDemoInvoices(db);
  await seedDemoCollections(db, new Date());
  await seedDemoLeads(db);
  return { demoSeeded: true };
}
