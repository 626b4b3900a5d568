import type { UserDetail, UserListItem } from "@domain/api/users";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@server/db/schema/index";
import { DEMO_USERS, demoUserId } from "@server/db/seed/demo-data";
import { accessTokenFor, bearer, body } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";
import { EMAIL_TAKEN, STALE_VERSION, USER_NOT_FOUND } from "./service";

const suite = seededApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const email of [
    "superadmin@demo.in",
    "nbfc@demo.in",
    "ops@demo.in",
    "anchor@demo.in",
    "merchant@demo.in",
    "distribution@demo.in",
  ]) {
    tokens[email] = await accessTokenFor(suite.app, email);
  }
});

const as = (email: string) => bearer(tokens[email] ?? "");
type Page = { payload: UserListItem[]; total: number };
const list = async (email: string, query = "") =>
  suite.app.inject({ url: `/auth/users${query}`, headers: as(email) });

describe("GET /auth/users", () => {
  it("pages every user for a super admin, newest first, with lender and anchor names", async () => {
    const response = await list("superadmin@demo.in", "?page=1&pageSize=5");
    expect(response.statusCode).toBe(200);
    const page = body<Page>(response);
    expect(page.total).toBe(DEMO_USERS.length);
    expect(page.payload).toHaveLength(5);
    const second = body<Page>(await list("superadmin@demo.in", "?page=2&pageSize=5"));
    expect(second.payload.map((user) => user.id)).not.toContain(page.payload[0]?.id);
    const anchor = body<Page>(await list("superadmin@demo.in", "?search=anchor%40demo")).payload[0];
    expect(anchor).toEqual({
      id: demoUserId("anchor"),
      name: "Ramesh Desai",
      email: "anchor@demo.in",
      mobile: "9876500006",
      kind: "MERCHANT",
      userType: "ANCHOR",
      roles: [],
      lenderId: expect.any(String),
      lenderName: "Shree Finance Ltd",
      anchorId: expect.any(String),
      anchorName: "Gokul Dairy Cooperative",
      businessName: "Gokul Dairy Cooperative",
      onboardingStatus: "ACTIVE",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("reads a sort by a field it does not sort by, even one every object has, as its default order", async () => {
    for (const field of ["constructor", "toString", "hasOwnProperty"]) {
      const response = await list("superadmin@demo.in", `?sort=${field}&pageSize=5`);
      expect(response.statusCode).toBe(200);
      expect(body<Page>(response).payload).toHaveLength(5);
    }
  });

  it("filters by user type and kind, searches case-insensitively and sorts", async () => {
    const ops = body<Page>(await list("superadmin@demo.in", "?userType=OPS"));
    expect(ops.payload.map((user) => user.email).sort()).toEqual(["ops@demo.in", "payments@demo.in"]);
    const admins = body<Page>(await list("superadmin@demo.in", "?kind=ADMIN&userType="));
    expect(admins.total).toBe(6);
    const search = body<Page>(await list("superadmin@demo.in", "?search=KAMATH"));
    expect(search.payload.map((user) => user.email)).toEqual(["kamath.stores@demo.in"]);
    const byName = body<Page>(await list("superadmin@demo.in", "?sort=name&pageSize=3"));
    expect(byName.payload.map((user) => user.name)).toEqual(["Anita Naik", "Arjun Mehta", "Hitesh Patel"]);
    const wildcard = body<Page>(await list("superadmin@demo.in", "?search=%25"));
    expect(wildcard.total).toBe(0);
  });

  it("shows an NBFC user only its lender's users", async () => {
    const page = body<Page>(await list("nbfc@demo.in", "?pageSize=100"));
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.payload.map((user) => user.lenderName))).toEqual(new Set(["Shree Finance Ltd"]));
    expect(page.payload.map((user) => user.email)).not.toContain("distribution@demo.in");
  });

  it("is for admins only: a merchant gets 403", async () => {
    const response = await list("anchor@demo.in");
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ message: "You do not have access to this resource" });
  });

  it("needs a token", async () => {
    expect((await suite.app.inject({ url: "/auth/users" })).statusCode).toBe(401);
  });

  it("validates paging", async () => {
    const response = await list("superadmin@demo.in", "?page=0&pageSize=5001&sort=bad%20field");
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      errors: [
        { field: "page", message: "Page must be 1 or more" },
        { field: "pageSize", message: "Page size cannot be more than 5000" },
        { field: "sort", message: "Sort must be a field name, optionally prefixed with -" },
      ],
    });
  });
});

describe("GET /auth/users/:id, tenancy", () => {
  it("lets an anchor read users of its own network, and 404s another anchor's", async () => {
    const own = await suite.app.inject({
      url: `/auth/users/${demoUserId("supplier-patel")}`,
      headers: as("anchor@demo.in"),
    });
    expect(own.statusCode).toBe(200);
    const foreign = await suite.app.inject({
      url: `/auth/users/${demoUserId("retailer-kamath")}`,
      headers: as("anchor@demo.in"),
    });
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign)).toEqual({ message: USER_NOT_FOUND });
  });

  it("lets a merchant read only itself", async () => {
    const self = await suite.app.inject({
      url: `/auth/users/${demoUserId("merchant")}`,
      headers: as("merchant@demo.in"),
    });
    expect(body<{ payload: UserDetail }>(self).payload.email).toBe("merchant@demo.in");
    const other = await suite.app.inject({
      url: `/auth/users/${demoUserId("supplier-patel")}`,
      headers: as("merchant@demo.in"),
    });
    expect(other.statusCode).toBe(404);
  });

  it("rejects a malformed id", async () => {
    const response = await suite.app.inject({ url: "/auth/users/42", headers: as("superadmin@demo.in") });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ errors: [{ field: "id", message: "User id must be a UUID" }] });
  });
});

describe("PATCH /auth/users/:id", () => {
  const read = async (email: string, id: string) =>
    body<{ payload: UserDetail }>(await suite.app.inject({ url: `/auth/users/${id}`, headers: as(email) }))
      .payload;
  const patch = (email: string, id: string, payload: Record<string, unknown>) =>
    suite.app.inject({ method: "PATCH", url: `/auth/users/${id}`, headers: as(email), payload });

  it("updates within tenancy, bumps the version and writes the audit log", async () => {
    const id = demoUserId("supplier-patel");
    const before = await read("anchor@demo.in", id);
    const response = await patch("anchor@demo.in", id, {
      name: "Hitesh R Patel",
      email: before.email,
      mobile: before.mobile,
      businessName: "Patel Feeds",
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      payload: { name: "Hitesh R Patel", businessName: "Patel Feeds", version: before.version + 1 },
    });
    const entries = await suite.database.db.select().from(auditLog);
    const entry = entries.find((row) => row.action === "user.updated" && row.entityId === id);
    expect(entry).toMatchObject({
      actorId: demoUserId("anchor"),
      before: { name: "Hitesh Patel" },
      after: { name: "Hitesh R Patel" },
    });
  });

  it("answers 409 for a stale version", async () => {
    const id = demoUserId("farmer-bhatt");
    const current = await read("superadmin@demo.in", id);
    const change = {
      name: current.name,
      email: current.email,
      mobile: current.mobile,
      version: current.version,
    };
    expect((await patch("superadmin@demo.in", id, change)).statusCode).toBe(200);
    const stale = await patch("superadmin@demo.in", id, change);
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toEqual({ message: STALE_VERSION });
  });

  it("answers 409 for an e-mail that belongs to someone else", async () => {
    const id = demoUserId("merchant");
    const current = await read("merchant@demo.in", id);
    const response = await patch("merchant@demo.in", id, {
      ...current,
      email: "anchor@demo.in",
      businessName: undefined,
      currentPassword: "Demo@1234",
    });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({
      message: EMAIL_TAKEN,
      errors: [{ field: "email", message: EMAIL_TAKEN }],
    });
  });

  it("never changes another anchor's user: 404, and the record is untouched", async () => {
    const id = demoUserId("retailer-kamath");
    const before = await read("superadmin@demo.in", id);
    const response = await patch("anchor@demo.in", id, {
      name: "Hijacked",
      email: before.email,
      mobile: before.mobile,
      version: before.version,
    });
    expect(response.statusCode).toBe(404);
    expect((await read("superadmin@demo.in", id)).name).toBe(before.name);
  });

  it("validates the body with the form's messages", async () => {
    const response = await patch("merchant@demo.in", demoUserId("merchant"), {
      name: "",
      email: "x",
      mobile: "55",
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      errors: [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Email must be a valid email address" },
        { field: "mobile", message: "Phone number should be 10 digits" },
        { field: "version", message: "Version is required" },
      ],
    });
  });
});
