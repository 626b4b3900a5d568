import { validateGstin } from "@domain/identifiers/gstin";
import { validatePan } from "@domain/identifiers/pan";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpDatabase, signIn, startApp, type TestDatabase } from "@server/test-support/test-app";
import { anchors, users } from "../schema/index";
import { scaleCounts, seedScale } from "./seed-scale";

let database: TestDatabase;

beforeAll(async () => {
  database = await setUpDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("seedScale", () => {
  it("sizes the volumes from N", () => {
    expect(scaleCounts(10)).toEqual({ lenders: 2, anchors: 2, merchants: 10 });
    expect(scaleCounts(10_000)).toEqual({ lenders: 5, anchors: 50, merchants: 10_000 });
  });

  it("adds N merchants with valid identifiers, idempotently, who can sign in", async () => {
    const before = await database.db.$count(users);
    await seedScale(database.db, 450);
    await seedScale(database.db, 450);
    expect(await database.db.$count(users)).toBe(before + 450);
    for (const anchor of await database.db.select().from(anchors)) {
      expect(validateGstin(anchor.gstin).valid).toBe(true);
      expect(validatePan(anchor.pan).valid).toBe(true);
    }
    const { app } = await startApp(database);
    await expect(signIn(app, "merchant450@bench.test")).resolves.toMatchObject({ token_type: "Bearer" });
    await app.close();
  });
});
