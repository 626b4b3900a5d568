import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@server/db/schema/index";
import { setUpDatabase, type TestDatabase } from "@server/test-support/test-app";
import { keysetBatches, orderByKeys, type SortKey } from "./keyset";

let database: TestDatabase;
beforeAll(async () => {
  database = await setUpDatabase();
});
afterAll(async () => {
  await database.close();
});

const id: SortKey = { column: users.id, cast: "uuid", descending: false };
const userType = { column: users.userType, cast: "text" };
const businessName = { column: users.businessName, cast: "text", nullable: true };
const createdAt = { column: users.createdAt, cast: "timestamptz" };
const name = { column: users.name, cast: "text", caseless: true };

const columns = {
  id: users.id,
  userType: users.userType,
  businessName: users.businessName,
  createdAt: users.createdAt,
  name: users.name,
};
type Row = { id: string; userType: string; businessName: string | null; createdAt: Date; name: string };

/** Orders with ties (user type), NULLs (business name), mixed directions and a case-insensitive key. */
const ORDERS: [string, SortKey[], (row: Row) => (string | null)[]][] = [
  ["user type ascending, id", [{ ...userType, descending: false }, id], (r) => [r.userType, r.id]],
  ["user type descending, id ascending", [{ ...userType, descending: true }, id], (r) => [r.userType, r.id]],
  [
    "business name (nulls last), id descending",
    [
      { ...businessName, descending: false },
      { ...id, descending: true },
    ],
    (r) => [r.businessName, r.id],
  ],
  [
    "business name descending (nulls first), id",
    [{ ...businessName, descending: true }, id],
    (r) => [r.businessName, r.id],
  ],
  [
    "user type, business name descending, created",
    [
      { ...userType, descending: false },
      { ...businessName, descending: true },
      { ...createdAt, descending: false },
      id,
    ],
    (r) => [r.userType, r.businessName, r.createdAt.toISOString(), r.id],
  ],
  ["name, case-insensitive, descending", [{ ...name, descending: true }, id], (r) => [r.name, r.id]],
];

describe("keyset batches", () => {
  it.each(ORDERS)(
    "read every row once, in ORDER BY's order, in small batches: %s",
    async (_, keys, keyOf) => {
      const db = database.db;
      const whole = await db
        .select(columns)
        .from(users)
        .orderBy(...orderByKeys(keys));
      expect(whole.length).toBeGreaterThan(10);
      for (const batchSize of [1, 2, 3, 7]) {
        const seen: string[] = [];
        const batches = keysetBatches<Row>({
          keys,
          keyOf,
          batchSize,
          read: (after, limit) =>
            db
              .select(columns)
              .from(users)
              .where(after)
              .orderBy(...orderByKeys(keys))
              .limit(limit),
        });
        for await (const batch of batches) {
          expect(batch.length).toBeLessThanOrEqual(batchSize);
          seen.push(...batch.map((row) => row.id));
        }
        expect(seen, `batches of ${batchSize}`).toEqual(whole.map((row) => row.id));
      }
    },
  );
});
