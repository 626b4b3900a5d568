import { hashPassword } from "@server/auth/passwords";
import type { Database } from "../database";
import { anchors, lenders, programmes, users } from "../schema/index";
import { DEMO_PASSWORD } from "./demo-data";
import { seedGstin, seedId, seedPan } from "./identifiers";

export type ScaleCounts = { lenders: number; anchors: number; merchants: number };

/** Volumes for `--scale N`: N merchants, an anchor per 200 of them, a lender per 2,000 (at least 2 of each). */
export const scaleCounts = (n: number): ScaleCounts => ({
  lenders: Math.max(2, Math.ceil(n / 2000)),
  anchors: Math.max(2, Math.ceil(n / 200)),
  merchants: n,
});

const STATES = ["24", "27", "29", "33", "07", "09"];
const ONBOARDING = [
  "NEW_USER",
  "ESIGN_PENDING",
  "ENACH_PENDING",
  "PROCESSING_FEE_PENDING",
  "ACTIVE",
  "ACTIVE",
  "ACTIVE",
];
const BATCH = 1000;
const EPOCH = Date.parse("2025-04-01T04:30:00.000Z");

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Benchmark volumes on top of whatever is there, deterministic and idempotent (rows that exist are
 * skipped). Every generated user signs in with the demo password; the first user of each anchor is its
 * ANCHOR user, the rest are USER merchants.
 */
export async function seedScale(
  db: Database,
  n: number,
  log: (line: string) => void = () => {},
): Promise<ScaleCounts> {
  const counts = scaleCounts(n);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const lenderRows = Array.from({ length: counts.lenders }, (_, i) => ({
    id: seedId(`scale:lender:${i}`),
    name: `Scale Lender ${i + 1} Ltd`,
    code: `SCALE${i + 1}`,
  }));
  const anchorRows = Array.from({ length: counts.anchors }, (_, i) => {
    const pan = seedPan(500_000 + i, "C", "A");
    return {
      id: seedId(`scale:anchor:${i}`),
      name: `Scale Anchor ${i + 1} Pvt Ltd`,
      pan,
      gstin: seedGstin(STATES[i % STATES.length] ?? "27", pan),
      userConfigForAnchor: i % 2 === 0,
    };
  });
  const programmeRows = anchorRows.map((anchor, i) => ({
    id: seedId(`scale:programme:${i}`),
    anchorId: anchor.id,
    lenderId: lenderRows[i % lenderRows.length]?.id ?? "",
    name: `${anchor.name} Programme`,
    product: "SUPPLIER_INVOICE",
    userType: "USER",
    programLimitPaise: 10_00_00_000_00,
    liabilityDays: 30,
    geography: [],
  }));
  const userRows = Array.from({ length: counts.merchants }, (_, i) => {
    const anchorIndex = i % counts.anchors;
    const programme = programmeRows[anchorIndex];
    const isAnchorUser = i < counts.anchors;
    const pan = seedPan(1_000_000 + i, isAnchorUser ? "C" : "P", "M");
    const at = new Date(EPOCH + i * 60_000);
    return {
      id: seedId(`scale:user:${i}`),
      kind: "MERCHANT",
      name: `Scale Merchant ${i + 1}`,
      email: `merchant${i + 1}@bench.test`,
      mobile: String(7_000_000_000 + i),
      passwordHash,
      userType: isAnchorUser ? "ANCHOR" : "USER",
      roles: [],
      lenderId: programme?.lenderId ?? null,
      anchorId: anchorRows[anchorIndex]?.id ?? null,
      programmeId: programme?.id ?? null,
      businessName: `Scale Business ${i + 1}`,
      pan,
      onboardingStatus: ONBOARDING[i % ONBOARDING.length] ?? "NEW_USER",
      createdAt: at,
      updatedAt: at,
    };
  });
  await inBatches(lenderRows, (batch) => db.insert(lenders).values(batch).onConflictDoNothing());
  await inBatches(anchorRows, (batch) => db.insert(anchors).values(batch).onConflictDoNothing());
  await inBatches(programmeRows, (batch) => db.insert(programmes).values(batch).onConflictDoNothing());
  for (let i = 0; i < userRows.length; i += BATCH) {
    await db
      .insert(users)
      .values(userRows.slice(i, i + BATCH))
      .onConflictDoNothing();
    log(`  users ${Math.min(i + BATCH, userRows.length)}/${userRows.length}`);
  }
  return counts;
}
