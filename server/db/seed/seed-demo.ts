import { sql } from "drizzle-orm";
import { hashPassword } from "@server/auth/passwords";
import { recordAudit } from "@server/audit/audit-log";
import type { Database } from "../database";
import { anchors, lenders, programmes, users } from "../schema/index";
import { DEMO_PASSWORD, DEMO_USERS, demoUserId } from "./demo-data";
import { DEMO_ANCHORS, DEMO_LENDERS, DEMO_PROGRAMMES } from "./demo-organisations";
import { seedDemoClients } from "./seed-clients";
import { seedDemoLoans } from "./seed-loans";

/** Timestamps of seeded rows: fixed, so the seed is the same on every machine. */
export const SEED_EPOCH = new Date("2025-04-01T04:30:00.000Z");
const at = (minutes: number) => new Date(SEED_EPOCH.getTime() + minutes * 60_000);

export async function hasAnyUser(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) > 0;
}

/** Lenders, anchors, programmes and the demo users, all with the password `Demo@1234`. */
export async function seedDemoData(db: Database): Promise<void> {
  // One hash for the shared, published demo password: a salt per user would protect nothing here.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(lenders).values(DEMO_LENDERS.map((lender, i) => ({ ...lender, createdAt: at(i) })));
    await tx.insert(anchors).values(DEMO_ANCHORS.map((anchor, i) => ({ ...anchor, createdAt: at(10 + i) })));
    await tx.insert(programmes).values(
      DEMO_PROGRAMMES.map((programme, i) => ({
        ...programme,
        geography: [...programme.geography],
        createdAt: at(20 + i),
      })),
    );
    await tx.insert(users).values(
      DEMO_USERS.map(({ key, ...user }, i) => ({
        ...user,
        id: demoUserId(key),
        passwordHash,
        createdAt: at(30 + i),
        updatedAt: at(30 + i),
      })),
    );
    await seedDemoClients(tx, at(60));
    await seedDemoLoans(tx, new Date());
    await recordAudit(tx, {
      actorId: null,
      action: "seed.demo",
      entity: "database",
      entityId: "demo",
      after: { lenders: DEMO_LENDERS.length, anchors: DEMO_ANCHORS.length, users: DEMO_USERS.length },
      at: SEED_EPOCH,
    });
  });
}
