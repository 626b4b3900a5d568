import { LOAN_STATUSES } from "@domain/enums/statuses";
import { validateGstin } from "@domain/identifiers/gstin";
import { validateMobile } from "@domain/identifiers/mobile";
import { calculateLoan } from "@domain/lending/loan-calculator";
import { validatePan } from "@domain/identifiers/pan";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpDatabase, signIn, startApp, type TestDatabase } from "@server/test-support/test-app";
import { anchors, loans, users } from "../schema/index";
import { generatedLoanTerms, scaleCounts, seedLoanVolume, seedScale } from "./seed-scale";

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

  it("brings the loans to N, idempotently, over every status, tenant and both forms", async () => {
    const demo = await database.db.$count(loans);
    expect(await seedLoanVolume(database.db, demo + 2000)).toBe(2000);
    expect(await seedLoanVolume(database.db, demo + 2000)).toBe(0);
    const rows = await database.db.select().from(loans);
    expect(rows).toHaveLength(demo + 2000);
    expect(new Set(rows.map((loan) => loan.status))).toEqual(new Set(LOAN_STATUSES));
    expect(new Set(rows.map((loan) => loan.kind))).toEqual(new Set(["KFS", "INDIVIDUAL"]));
    expect(new Set(rows.map((loan) => loan.loanNumber)).size).toBe(rows.length);
    expect(new Set(rows.map((loan) => loan.lenderId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((loan) => loan.anchorId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((loan) => loan.borrowerUserId)).size).toBeGreaterThan(100);
    for (const loan of rows) {
      expect(validateMobile(loan.borrowerMobile ?? "").valid).toBe(true);
      if (loan.kind === "INDIVIDUAL") expect(loan.anchorId).toBeNull();
    }
  });

  it("gives the generated loans terms the calculator accepts, with its figures", () => {
    const [terms] = generatedLoanTerms(1);
    const outcome = calculateLoan({
      loanAmountPaise: terms!.amount,
      interestRatePercent: terms!.rate,
      tenureMonths: terms!.tenure,
      frequency: "QUARTERLY",
      processingFeePercent: terms!.fee,
      today: "2025-04-01",
    });
    expect(outcome.ok && outcome.value.emiPaise).toBe(terms!.emi);
    expect(generatedLoanTerms()).toHaveLength(997);
  });
});
