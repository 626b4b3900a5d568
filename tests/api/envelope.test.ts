import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessTokenFor,
  bearer,
  body,
  setUpDatabase,
  startApp,
  type TestDatabase,
} from "@server/test-support/test-app";

let database: TestDatabase;
let app: FastifyInstance;
let portalDir: string;

beforeAll(async () => {
  database = await setUpDatabase();
  portalDir = mkdtempSync(path.join(tmpdir(), "ledgerline-portal-"));
  writeFileSync(
    path.join(portalDir, "index.html"),
    "<!doctype html><title>Ledgerline</title><div id=root></div>",
  );
  mkdirSync(path.join(portalDir, "assets"));
  writeFileSync(path.join(portalDir, "assets", "app.js"), "console.log('portal')");
  ({ app } = await startApp(database, { config: { staticDir: portalDir, bodyLimitBytes: 2048 } }));
  app.get("/api/test/boom", { config: { access: "public" } }, async () => {
    throw new Error("database exploded at /srv/secret/path");
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe("error envelope", () => {
  it("answers a JSON 404 for an unknown API path, never the portal", async () => {
    for (const url of [
      "/auth/nope",
      "/user/nope",
      "/account/nope",
      "/master/nope",
      "/lead/nope",
      "/api/nope",
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(body(response)).toEqual({ message: `Route GET ${url} not found` });
    }
  });

  it("answers 413 for a body over the limit", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/auth/signup",
      payload: { name: "x".repeat(4096) },
    });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toEqual({ message: "Request body is too large" });
  });

  it("answers 415 for an unsupported content type", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/auth/signup",
      headers: { "content-type": "application/xml" },
      payload: "<signup/>",
    });
    expect(response.statusCode).toBe(415);
    expect(body(response)).toEqual({ message: "Unsupported media type" });
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/auth/signup",
      headers: { "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: "Request body is not valid JSON" });
  });

  it("names the wrong part of a list's address, which has no field on screen to highlight", async () => {
    const token = await accessTokenFor(app, "admin@demo.in");
    const response = await app.inject({ url: "/auth/users?pageSize=many", headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    const answer = body(response) as { message: string; errors: { field: string }[] };
    expect(answer.message).toMatch(/^pageSize: /);
    expect(answer.errors[0]?.field).toBe("pageSize");
  });

  it("answers 500 without a stack trace or internal details outside development", async () => {
    const response = await app.inject({ url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({
      message: "Something went wrong on our side; please try again",
      requestId: response.headers["x-request-id"],
    });
    expect(response.body).not.toContain("/srv/secret/path");
  });

  it("answers 403 in the envelope for a wrong role", async () => {
    const token = await accessTokenFor(app, "merchant@demo.in");
    const response = await app.inject({ url: "/auth/users", headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ message: "You do not have access to this resource" });
  });
});

describe("security headers and request ids", () => {
  it("sends a CSP that forbids framing, nosniff, and no HSTS over plain http", async () => {
    const response = await app.inject({ url: "/health" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("frame-ancestors 'none'");
    // The document viewer frames and shows only the app's own blob: documents; nothing else from elsewhere.
    expect(policy).toContain("frame-src 'self' blob:");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS when the request came over https through a trusted proxy", async () => {
    const proxied = await startApp(database, { config: { trustProxy: true } });
    const response = await proxied.app.inject({ url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    await proxied.app.close();
  });

  it("echoes a sane x-request-id and makes one up otherwise", async () => {
    const echoed = await app.inject({ url: "/health", headers: { "x-request-id": "trace-123" } });
    expect(echoed.headers["x-request-id"]).toBe("trace-123");
    const invented = await app.inject({ url: "/health", headers: { "x-request-id": "bad id with spaces" } });
    expect(invented.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the portal's static files", () => {
  it("serves index.html at / and for client-side routes (SPA fallback)", async () => {
    for (const url of ["/", "/login", "/admin/client-management", "/merchant/dashboard?userId=x"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>Ledgerline</title>");
    }
  });

  it("serves built assets, fingerprinted ones as immutable and index.html as no-cache", async () => {
    const response = await app.inject({ url: "/assets/app.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("portal");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await app.inject({ url: "/login" })).headers["cache-control"]).toBe("no-cache");
  });

  it("does not fall back for POST", async () => {
    expect((await app.inject({ method: "POST", url: "/merchant/dashboard" })).statusCode).toBe(404);
  });
});

describe("/docs", () => {
  it("serves the API reference UI and an OpenAPI document listing every endpoint", async () => {
    const ui = await app.inject({ url: "/docs" });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain("swagger");
    const spec = body<{ paths: Record<string, Record<string, unknown>> }>(
      await app.inject({ url: "/docs/json" }),
    );
    const endpoints = Object.entries(spec.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(endpoints).toEqual(
      expect.arrayContaining([
        "POST /auth/oauth/token",
        "POST /auth/oauth/logout",
        "GET /auth/me",
        "GET /auth/otp",
        "GET /auth/otp/console",
        "POST /auth/signup",
        "POST /auth/own-password",
        "GET /auth/users",
        "GET /auth/users/{id}",
        "PATCH /auth/users/{id}",
        "GET /api/auth/check-access",
        "GET /user/lender/all",
        "POST /master/kyc/validate/pan",
        "POST /master/kyc/validate/gst",
        "POST /master/kyc/validate/bank",
        "GET /master/pincode/{pincode}",
        "GET /health",
      ]),
    );
  });
});
