import { randomUUID } from "node:crypto";
import type { KycCheckItem } from "@domain/api/kyc";
import { addDays, businessDateAt, DAY_MS } from "@domain/dates/business-date";
import { beforeAll, describe, expect, it } from "vitest";
import { kycChecks } from "@server/db/schema/index";
import { demoUserId } from "@server/db/seed/demo-data";
import { DEMO_ANCHORS, DEMO_LENDERS } from "@server/db/seed/demo-organisations";
import { accessTokenFor, bearer, body } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";

const suite = seededApp();
const [gokul] = DEMO_ANCHORS;
const GSTIN = "27AAPFU0939F1ZV";
const ACCOUNT = "50100123456789";

/** Tokens signed in at the clock's current time (moving the clock days on expires the earlier ones). */
const tokens = new Map<string, string>();
const as = async (email: string) => {
  if (!tokens.has(email)) tokens.set(email, await accessTokenFor(suite.app, email));
  return bearer(tokens.get(email)!);
};

const validate = async (email: string, kind: "pan" | "gst" | "bank", payload: object) => {
  const response = await suite.app.inject({
    method: "POST",
    url: `/master/kyc/validate/${kind}`,
    headers: await as(email),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  suite.clock.advance(1000); // the next check is a second later, so "newest first" has one answer
};

const history = (email: string, query = "") =>
  suite
    .as(email)
    .then((headers) => suite.app.inject({ url: `/master/kyc/checks?pageSize=100${query}`, headers }));

const list = async (email: string, query = "") => {
  const response = await history(email, query);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ payload: KycCheckItem[]; total: number }>(response);
};

let firstDay: string;

/*
 * Day 1: the admin checks a valid PAN, a bad PAN and a GSTIN; the NBFC user a bank account. Three days on,
 * the ops user checks the same PAN again. A check of another lender's user is stored directly.
 */
beforeAll(async () => {
  firstDay = businessDateAt(suite.clock.now());
  await validate("admin@demo.in", "pan", { panNumber: gokul.pan.toLowerCase(), name: "Gokul" });
  await validate("admin@demo.in", "pan", { panNumber: "ABCXE1234F" });
  await validate("admin@demo.in", "gst", { gstNumber: GSTIN });
  await validate("nbfc@demo.in", "bank", { bankAccount: ACCOUNT, ifsc: "HDFC0000001" });
  suite.clock.advance(3 * DAY_MS);
  tokens.clear();
  await validate("ops@demo.in", "pan", { panNumber: gokul.pan });
  await suite.database.db.insert(kycChecks).values({
    id: randomUUID(),
    kind: "PAN",
    identifierMasked: "AAAPA****A",
    identifierHash: "0".repeat(64),
    valid: true,
    checkedBy: demoUserId("nbfc"),
    lenderId: DEMO_LENDERS[1].id,
    checkedAt: suite.clock.now(),
  });
});

describe("GET /master/kyc/checks", () => {
  it("lists every check for platform staff, newest first, with who, when, kind, result and what it found", async () => {
    const page = await list("superadmin@demo.in");
    expect(page.total).toBe(6);
    expect(page.payload.slice(2).map((check) => [check.kind, check.valid, check.checkedByName])).toEqual([
      ["BANK", true, "Neha Kulkarni"],
      ["GST", true, "Arjun Mehta"],
      ["PAN", false, "Arjun Mehta"],
      ["PAN", true, "Arjun Mehta"],
    ]);
    expect(page.payload[1]).toMatchObject({ kind: "PAN", checkedByName: "Omkar Patil", detail: "Company" });
    const invalid = page.payload.find((check) => !check.valid)!;
    expect(invalid).toMatchObject({
      message: "PAN 4th character must be a holder type (P, C, H, F, A, B, T, L, J or G)",
      detail: null,
    });
    expect(page.payload.find((check) => check.kind === "GST")!.detail).toBe("Maharashtra");
    expect(page.payload.find((check) => check.kind === "BANK")!.detail).toBe("HDFC Bank, HDFC0000001");
  });

  it("shows identifiers masked and never stores them in clear", async () => {
    const page = await list("admin@demo.in");
    const identifiers = page.payload.map((check) => check.identifier);
    expect(identifiers).toContain(`${gokul.pan.slice(0, 5)}****${gokul.pan.slice(-1)}`);
    expect(identifiers).toContain("ABCXE****F");
    expect(identifiers).toContain("27AAPFU****F1ZV");
    expect(identifiers).toContain("XXXXXXXXXX6789");
    const stored = JSON.stringify(await suite.database.db.select().from(kycChecks));
    for (const clear of [gokul.pan, GSTIN, ACCOUNT]) expect(stored).not.toContain(clear);
  });

  it("filters by kind, result, checker, dates and a search by name or whole identifier", async () => {
    const ids = async (query: string) =>
      (await list("admin@demo.in", query)).payload.map((c) => c.identifier);
    expect((await list("admin@demo.in", "&kind=PAN")).total).toBe(4);
    expect(await ids("&kind=PAN&result=INVALID")).toEqual(["ABCXE****F"]);
    expect((await list("admin@demo.in", `&checkedBy=${demoUserId("ops")}`)).payload).toHaveLength(1);
    expect((await list("admin@demo.in", `&checkedTo=${firstDay}`)).total).toBe(4);
    expect((await list("admin@demo.in", `&checkedFrom=${addDays(firstDay, 1)}`)).total).toBe(2);
    expect((await list("admin@demo.in", "&search=arjun")).total).toBe(3);
    expect((await list("admin@demo.in", "&search=MEHTA")).total).toBe(3);
    expect((await list("admin@demo.in", `&search=${gokul.pan.toLowerCase()}`)).total).toBe(2);
    expect(await ids(`&search=${ACCOUNT}`)).toEqual(["XXXXXXXXXX6789"]);
    expect((await list("admin@demo.in", "&search=ABCDE")).total).toBe(0);
  });

  it("pages the history", async () => {
    const headers = await as("admin@demo.in");
    const second = body<{ payload: KycCheckItem[]; total: number }>(
      await suite.app.inject({ url: "/master/kyc/checks?page=2&pageSize=10", headers }),
    );
    expect(second).toEqual({ payload: [], total: 6 });
  });

  it("shows an NBFC user only the checks its lender's users made", async () => {
    const page = await list("nbfc@demo.in");
    expect(page.payload.map((check) => [check.kind, check.checkedByName])).toEqual([
      ["BANK", "Neha Kulkarni"],
    ]);
  });

  it("is for the staff whose menu has the KYC page", async () => {
    expect((await history("ops@demo.in")).statusCode).toBe(200);
    expect((await history("anchor@demo.in")).statusCode).toBe(403);
    expect((await history("merchant@demo.in")).statusCode).toBe(403);
    expect((await suite.app.inject({ url: "/master/kyc/checks" })).statusCode).toBe(401);
  });

  it("answers 400 with a clear message for bad filters", async () => {
    const bad = async (query: string) => {
      const response = await history("admin@demo.in", query);
      expect(response.statusCode).toBe(400);
      return body<{ errors: { field: string; message: string }[] }>(response).errors;
    };
    expect(await bad("&kind=AADHAAR")).toMatchObject([
      { field: "kind", message: "Kind must be one of PAN, GST, BANK" },
    ]);
    expect(await bad("&result=MAYBE")).toMatchObject([{ field: "result" }]);
    expect(await bad("&checkedBy=nobody")).toMatchObject([{ message: "Checked by must be a user id" }]);
    expect(await bad("&checkedFrom=2026-02-30")).toMatchObject([
      { message: "Checked from must be a date (YYYY-MM-DD)" },
    ]);
    expect(await bad("&checkedTo=275760-09-13")).toMatchObject([{ field: "checkedTo" }]);
    expect(await bad("&checkedFrom=2026-03-02&checkedTo=2026-03-01")).toMatchObject([
      { field: "checkedTo", message: "Checked from cannot be after checked to" },
    ]);
  });
});
