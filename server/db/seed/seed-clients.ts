import type { Executor } from "../database";
import {
  anchorSettings,
  anchorUsers,
  lenderBankAccounts,
  pendingChanges,
  reportSettings,
} from "../schema/index";
import {
  DEMO_ANCHOR_SETTINGS,
  DEMO_ANCHOR_USERS,
  DEMO_LENDER_BANK_ACCOUNTS,
  DEMO_PENDING_LIMIT_CHANGE,
  DEMO_REPORT_SETTINGS,
} from "./demo-clients";

/** Client-management demo data: anchor settings, lender bank accounts, anchor users, a report setting, a pending change. */
export async function seedDemoClients(db: Executor, at: Date): Promise<void> {
  const stamps = { createdAt: at, updatedAt: at };
  await db
    .insert(anchorSettings)
    .values(DEMO_ANCHOR_SETTINGS.map((settings) => ({ ...settings, ...stamps })));
  await db
    .insert(lenderBankAccounts)
    .values(DEMO_LENDER_BANK_ACCOUNTS.map((account) => ({ ...account, ...stamps })));
  await db.insert(anchorUsers).values(DEMO_ANCHOR_USERS.map((user) => ({ ...user, ...stamps })));
  await db.insert(reportSettings).values(DEMO_REPORT_SETTINGS.map((setting) => ({ ...setting, ...stamps })));
  await db.insert(pendingChanges).values({ ...DEMO_PENDING_LIMIT_CHANGE, proposedAt: at });
}
