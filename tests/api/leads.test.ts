import type { LeadCount, LeadItem, LeadProfile } from "@domain/api/leads";
import { LEAD_NOT_SIGNED_UP_MESSAGE, STALE_LEAD_MESSAGE } from "@domain/api/leads";
import { businessSchema } from "@domain/schemas/business";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "@server/db/schema/index";
import { DEMO_ANCHORS, DEMO_PROGRAMMES } from "@server/db/seed/demo-organisations";
import { DEMO_LEADS } from "@server/db/seed/demo-leads";
import { seedId } from "@server/db/seed/identifiers";
import { body } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";

const suite = seededApp();
const as = (email: string) => suite.as(email);
const get = async (email: string, url: string) => suite.app.inject({ url, headers: await as(email) });
const list = async (email: string, query = "") => {
  const response = await get(email, `/lead/all?pageSize=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ payload: LeadItem[]; total: number }>(response);
};
const profile = async (email: string, id: string) =>
  body<{ payload: LeadProfile }>(await get(email, `/lead/userProfile/${id}`)).payload;
const move = async (email: string, payload: object) =>
  suite.app.inject({ method: "POST", url: "/lead/stage", headers: await as(email), payload });

const [gokul, vardhman] = DEMO_ANCHORS;
const shreeProgramme = DEMO_PROGRAMMES[0].id;
/** A seeded lead of a stage, optionally referred by an anchor. */
const seeded = (stage: string, where: (lead: (typeof DEMO_LEADS)[number]) => boolean = () => true) =>
  DEMO_LEADS.find((lead) => lead.stage === stage && where(lead))!;

describe("demo leads", () => {
  it("are about 40, over every stage and source, with business details the business form accepts", () => {
    expect(DEMO_LEADS).toHaveLength(40);
    expect(new Set(DEMO_LEADS.map((lead) => lead.stage)).size).toBe(6);
    expect(new Set(DEMO_LEADS.map((lead) => lead.source)).size).toBe(4);
    for (const lead of DEMO_LEADS) {
      const result = businessSchema.safeParse({
        ...lead,
        noOfEmployees: String(lead.noOfEmployees),
        capitalNeeded: String(lead.capitalNeededPaise / 100),
      });
      expect(result.error?.issues ?? [], lead.businessName).toEqual([]);
    }
  });
});

describe("GET /lead/all", () => {
  it("pages every lead for an admin, newest first, with the anchor, programme and lender names", async () => {
    const page = await list("admin@demo.in");
    expect(page.total).toBe(40);
    const dates = page.payload.map((lead) => lead.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const referred = page.payload.find((lead) => lead.anchorId === gokul.id)!;
    expect(referred).toMatchObject({
      anchorName: "Gokul Dairy Cooperative",
      programmeName: "Gokul Milk Supplier Finance",
      lenderName: "Shree Finance Ltd",
    });
    const second = body<{ payload: LeadItem[]; total: number }>(
      await get("admin@demo.in", "/lead/all?page=2&pageSize=25"),
    );
    expect(second.payload).toHaveLength(15);
    expect(second.total).toBe(40);
  });

  it("filters by stage, source, anchor, contains search and created dates, and sorts", async () => {
    expect(
      (await list("admin@demo.in", "&stage=CONVERTED")).payload.every((l) => l.stage === "CONVERTED"),
    ).toBe(true);
    const walkIns = await list("admin@demo.in", "&source=WALK_IN");
    expect(walkIns.total).toBe(DEMO_LEADS.filter((lead) => lead.source === "WALK_IN").length);
    expect(
      (await list("admin@demo.in", `&anchorId=${vardhman.id}`)).payload.every(
        (l) => l.anchorId === vardhman.id,
      ),
    ).toBe(true);
    expect((await list("admin@demo.in", "&search=meena")).payload.map((l) => l.name)).toEqual([
      "Meena Joshi",
    ]);
    expect((await list("admin@demo.in", "&search=joshi milk")).payload).toHaveLength(1);
    // Contains, like every list: a word inside a name or business name finds it.
    const inside = DEMO_LEADS.filter((lead) => /.milk/i.test(`${lead.name}|${lead.businessName}`));
    expect(inside.length).toBeGreaterThan(0);
    expect((await list("admin@demo.in", "&search=milk")).total).toBe(
      DEMO_LEADS.filter((lead) => /milk/i.test(`${lead.name}|${lead.businessName}`)).length,
    );
    expect((await list("admin@demo.in", "&search=98765")).payload.length).toBeGreaterThan(0);
    expect((await list("admin@demo.in", "&search=%25")).total).toBe(0);
    const april = await list("admin@demo.in", "&createdFrom=2025-04-02&createdTo=2025-04-10");
    expect(april.total).toBeGreaterThan(0);
    expect(april.total).toBeLessThan(40);
    for (const lead of april.payload) expect(lead.createdAt < "2025-04-10T18:30:00.000Z").toBe(true);
    const byAmount = (await list("admin@demo.in", "&sort=capitalNeededPaise")).payload.map(
      (l) => l.capitalNeededPaise,
    );
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
  });

  it("answers 400 with the field's message for a bad query", async () => {
    const response = await get("admin@demo.in", "/lead/all?pageSize=20&stage=WON");
    expect(response.statusCode).toBe(400);
    const errors = body<{ errors: { field: string; message: string }[] }>(response).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "pageSize", message: "Page size must be one of 10, 25, 50, 100, 200, 300, 400, 500, 5000" },
        {
          field: "stage",
          message: "Stage must be one of NEW, CONTACTED, DOCUMENTS_PENDING, QUALIFIED, CONVERTED, DROPPED",
        },
      ]),
    );
    const dates = await get("admin@demo.in", "/lead/all?createdFrom=2025-05-01&createdTo=2025-04-01");
    expect(body<{ errors: unknown[] }>(dates).errors).toEqual([
      { field: "createdTo", message: "Created from cannot be after created to" },
    ]);
  });

  it("scopes the rows: an NBFC user its lender's programmes, an anchor the leads it referred", async () => {
    const nbfc = await list("nbfc@demo.in");
    expect(nbfc.total).toBe(DEMO_LEADS.filter((lead) => lead.programmeId === shreeProgramme).length);
    expect(nbfc.payload.every((lead) => lead.lenderName === "Shree Finance Ltd")).toBe(true);
    const anchor = await list("anchor@demo.in");
    expect(anchor.total).toBe(DEMO_LEADS.filter((lead) => lead.anchorId === gokul.id).length);
    expect(anchor.payload.every((lead) => lead.anchorId === gokul.id)).toBe(true);
    expect((await list("anchor@demo.in", `&anchorId=${vardhman.id}`)).total).toBe(0);
  });

  it("needs a token, and refuses plain merchants", async () => {
    const anonymous = await suite.app.inject({ url: "/lead/all" });
    expect(anonymous.statusCode).toBe(401);
    expect((await get("merchant@demo.in", "/lead/all")).statusCode).toBe(403);
    expect((await get("merchant@demo.in", "/lead/count")).statusCode).toBe(403);
  });
});

describe("GET /lead/count", () => {
  it("counts every stage for the filters, whatever stage is open", async () => {
    const all = body<{ payload: LeadCount }>(await get("admin@demo.in", "/lead/count")).payload;
    expect(all.total).toBe(40);
    for (const stage of Object.keys(all.byStage)) {
      expect(all.byStage[stage as keyof LeadCount["byStage"]]).toBe(
        DEMO_LEADS.filter((lead) => lead.stage === stage).length,
      );
    }
    const anchor = body<{ payload: LeadCount }>(
      await get("anchor@demo.in", "/lead/count?source=ANCHOR_REFERRAL"),
    );
    expect(anchor.payload.total).toBe(DEMO_LEADS.filter((lead) => lead.anchorId === gokul.id).length);
  });
});

describe("GET /lead/userProfile/:id", () => {
  it("answers the business details, the signed-up merchant, the referring anchor and the history", async () => {
    const lead = await profile("admin@demo.in", seedId("lead:merchant"));
    expect(lead).toMatchObject({
      name: "Meena Joshi",
      businessName: "Joshi Milk Collection Centre",
      stage: "CONVERTED",
      anchorName: "Gokul Dairy Cooperative",
      merchant: { name: "Meena Joshi", onboardingStatus: "ACTIVE" },
      allowedActions: [],
    });
    expect(lead.companyPan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
    expect(lead.history.map((entry) => entry.to)).toEqual([
      "NEW",
      "CONTACTED",
      "DOCUMENTS_PENDING",
      "QUALIFIED",
      "CONVERTED",
    ]);
    expect(lead.history[1]).toMatchObject({ from: "NEW", action: "contact", actorName: "Arjun Mehta" });
  });

  it("offers the allowed moves to staff only, and convert only once the prospect signed up", async () => {
    const fresh = seeded("NEW");
    expect((await profile("ops@demo.in", fresh.id!)).allowedActions).toEqual(["contact", "drop"]);
    const unsigned = seeded("QUALIFIED", (lead) => lead.merchantUserId === null);
    expect((await profile("admin@demo.in", unsigned.id!)).allowedActions).toEqual([
      "requestDocuments",
      "drop",
    ]);
    const signed = seeded("QUALIFIED", (lead) => lead.merchantUserId !== null);
    expect((await profile("admin@demo.in", signed.id!)).allowedActions).toEqual([
      "convert",
      "requestDocuments",
      "drop",
    ]);
    expect((await profile("anchor@demo.in", seedId("lead:merchant"))).allowedActions).toEqual([]);
  });

  it("hides another tenant's lead (404), rejects a malformed id (400) and plain merchants (403)", async () => {
    const vardhmanLead = seeded("CONVERTED", (lead) => lead.anchorId === vardhman.id);
    const response = await get("anchor@demo.in", `/lead/userProfile/${vardhmanLead.id}`);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ message: "Lead not found" });
    expect((await get("nbfc@demo.in", `/lead/userProfile/${vardhmanLead.id}`)).statusCode).toBe(404);
    expect((await get("admin@demo.in", "/lead/userProfile/nope")).statusCode).toBe(400);
    expect((await get("merchant@demo.in", `/lead/userProfile/${vardhmanLead.id}`)).statusCode).toBe(403);
  });
});

describe("POST /lead/stage", () => {
  it("moves a lead, bumps its version and writes the history to the audit log", async () => {
    const lead = seeded("NEW", (l) => l.source === "CAMPAIGN");
    const before = await profile("ops@demo.in", lead.id!);
    const response = await move("ops@demo.in", {
      id: lead.id,
      version: before.version,
      action: "contact",
      note: "Called",
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = body<{ payload: LeadProfile }>(response).payload;
    expect(after).toMatchObject({ stage: "CONTACTED", version: before.version + 1 });
    expect(after.history.at(-1)).toMatchObject({
      from: "NEW",
      to: "CONTACTED",
      note: "Called",
      actorName: "Omkar Patil",
    });
    const audit = await suite.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "lead"),
          eq(auditLog.entityId, lead.id!),
          eq(auditLog.action, "lead.contact"),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { stage: "NEW" },
      after: { stage: "CONTACTED", note: "Called" },
    });

    const stale = await move("admin@demo.in", {
      id: lead.id,
      version: before.version,
      action: "requestDocuments",
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toEqual({ message: STALE_LEAD_MESSAGE });
  });

  it("refuses a move the stage does not allow, naming the current stage", async () => {
    const converted = seeded("CONVERTED");
    const current = await profile("admin@demo.in", converted.id!);
    const response = await move("admin@demo.in", {
      id: converted.id,
      version: current.version,
      action: "drop",
    });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({ message: "Lead is CONVERTED; it cannot be dropped" });
  });

  it("converts only a lead whose prospect has signed up", async () => {
    const unsigned = seeded("QUALIFIED", (lead) => lead.merchantUserId === null);
    const current = await profile("admin@demo.in", unsigned.id!);
    const response = await move("admin@demo.in", {
      id: unsigned.id,
      version: current.version,
      action: "convert",
    });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({ message: LEAD_NOT_SIGNED_UP_MESSAGE });
  });

  it("validates the body with the field messages", async () => {
    const response = await move("admin@demo.in", { version: 0, action: "win" });
    expect(response.statusCode).toBe(400);
    expect(body<{ errors: { field: string; message: string }[] }>(response).errors).toEqual(
      expect.arrayContaining([
        { field: "id", message: "Id is required" },
        { field: "version", message: "Version is required" },
        {
          field: "action",
          message: "Action must be one of contact, requestDocuments, qualify, convert, drop, reopen",
        },
      ]),
    );
  });

  it("is for platform staff: NBFC users and anchors get 403, no token 401, an unknown lead 404", async () => {
    const lead = seeded("CONTACTED", (l) => l.anchorId === gokul.id);
    const payload = { id: lead.id, version: 2, action: "drop" };
    expect((await move("anchor@demo.in", payload)).statusCode).toBe(403);
    expect((await move("nbfc@demo.in", payload)).statusCode).toBe(403);
    expect((await suite.app.inject({ method: "POST", url: "/lead/stage", payload })).statusCode).toBe(401);
    const unknown = await move("admin@demo.in", { ...payload, id: seedId("lead:none") });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("API reference", () => {
  it("lists the five lead endpoints under the lead tag", async () => {
    const spec = body<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(
      await suite.app.inject({ url: "/docs/json" }),
    );
    const lead = Object.entries(spec.paths).flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes("lead"))
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    expect(lead.sort()).toEqual(
      [
        "GET /lead/all",
        "GET /lead/all/export",
        "GET /lead/count",
        "GET /lead/userProfile/{id}",
        "POST /lead/stage",
      ].sort(),
    );
  });
});
