import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readEnv } from "@server/config/env";
import { businessDateAt } from "@domain/dates/business-date";
import { configFromEnv } from "@server/config/resolve-config";
import { NO_PAYMENT_GATEWAY } from "@server/modules/collections/receipts/gateway-payment";
import { ALREADY_RECORDED } from "@server/http/errors";
import { seedDatabase } from "@server/db/seed";
import { pageAccess, users } from "@server/db/schema/index";
import { accessTokenFor, body, setUpDatabase, startApp } from "@server/test-support/test-app";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "ll-production-"));

describe("production guards", () => {
  it("never creates demo accounts in production, but still seeds the menu", async () => {
    const database = await setUpDatabase({ seed: false });
    const outcome = await seedDatabase(database.db, "production");
    expect(outcome).toEqual({ demoSeeded: false });
    const [userCount] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const [menuCount] = await database.db.select({ n: sql<number>`count(*)::int` }).from(pageAccess);
    expect(userCount?.n).toBe(0);
    expect(menuCount?.n).toBeGreaterThan(0);
    await database.close();
  });

  it("has no OTP console in production (404), while OTPs can still be requested", async () => {
    const database = await setUpDatabase();
    const { app } = await startApp(database, {
      config: { nodeEnv: "production", allowSandboxProviders: true },
    });
    const consoleResponse = await app.inject({ url: "/auth/otp/console" });
    expect(consoleResponse.statusCode).toBe(404);
    expect(body(consoleResponse)).toEqual({ message: "Route GET /auth/otp/console not found" });
    expect((await app.inject({ url: "/auth/otp?mobile=9876500007" })).statusCode).toBe(200);
    await app.close();
    await database.close();
  });

  it("refuses to start in production on the embedded sandbox providers unless ALLOW_SANDBOX_PROVIDERS says so", async () => {
    const database = await setUpDatabase({ seed: false });
    await expect(
      startApp(database, { config: { nodeEnv: "production", paymentGateway: "sandbox" } }),
    ).rejects.toThrow(
      "Production refuses the embedded sandbox providers (KYC, SMS, mail, e-sign, mandates, payments): configure real ones, or set ALLOW_SANDBOX_PROVIDERS=true for a production-mode demo",
    );
    await database.close();
  });

  it("runs the sandbox gateway only when PAYMENT_GATEWAY names it or outside production", async () => {
    expect(configFromEnv(readEnv({ NODE_ENV: "development", DATA_DIR: dataDir() })).paymentGateway).toBe(
      "sandbox",
    );
    const production = { NODE_ENV: "production", DATA_DIR: dataDir(), JWT_SECRET: "j".repeat(40) };
    expect(configFromEnv(readEnv(production)).paymentGateway).toBeUndefined();
    expect(configFromEnv(readEnv({ ...production, PAYMENT_GATEWAY: "sandbox" })).paymentGateway).toBe(
      "sandbox",
    );

    const database = await setUpDatabase();
    const { app, clock } = await startApp(database, {
      config: { nodeEnv: "production", allowSandboxProviders: true, paymentGateway: undefined },
    });
    const payment = await app.inject({
      method: "POST",
      url: "/account/collect/payment/pg",
      headers: { authorization: `Bearer ${await accessTokenFor(app, "payments@demo.in")}` },
      payload: {
        payment: "UPI",
        amt: "100.00",
        reference: "REPAYMENT",
        reference_id: "REF-UPI",
        collection_date: businessDateAt(clock.now()),
        invoice_id: "LN-000024",
        UPIIdNumber: "ravi@okaxis",
      },
    });
    expect(payment.statusCode, payment.body).toBe(409);
    expect(body(payment)).toEqual({ message: NO_PAYMENT_GATEWAY });
    await app.close();
    await database.close();
  });

  it("shows the OTP console outside production", async () => {
    const database = await setUpDatabase();
    const { app } = await startApp(database, { config: { nodeEnv: "development" } });
    const staff = { authorization: `Bearer ${await accessTokenFor(app, "admin@demo.in")}` };
    expect((await app.inject({ url: "/auth/otp/console", headers: staff })).statusCode).toBe(200);
    await app.close();
    await database.close();
  });

  it("keeps the stack of a 500 out of the answer in development too", async () => {
    const database = await setUpDatabase({ seed: false });
    const { app } = await startApp(database, { config: { nodeEnv: "development" } });
    app.get("/api/test/boom", { config: { access: "public" } }, async () => {
      throw new Error("boom");
    });
    const response = await app.inject({ url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(body<{ stack?: string }>(response).stack).toBeUndefined();
    expect(response.body).not.toContain("boom");
    await app.close();
    await database.close();
  });

  it("answers a unique violation no route handled with a 409 in words, not a 500", async () => {
    const database = await setUpDatabase();
    const { app } = await startApp(database);
    app.post("/api/test/duplicate", { config: { access: "public" } }, async () => {
      await database.db.execute(sql`insert into users select * from users limit 1`);
      return { payload: null };
    });
    const response = await app.inject({ method: "POST", url: "/api/test/duplicate" });
    expect(response.statusCode, response.body).toBe(409);
    expect(body(response)).toEqual({ message: ALREADY_RECORDED });
    await app.close();
    await database.close();
  });

  it("refuses to start in production with DATABASE_URL and no JWT_SECRET", () => {
    expect(() => readEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/ledgerline" })).toThrow(
      "JWT_SECRET: JWT_SECRET is required in production with DATABASE_URL",
    );
  });
});
