import type { AnchorDetail, AnchorItem, AnchorOption } from "@domain/api/anchors";
import type { PendingChange } from "@domain/api/pending-changes";
import {
  CHANGE_ALREADY_PENDING,
  OWN_CHANGE_DECISION,
  PENDING_CHANGE_DECIDED,
  RECORD_CHANGED_SINCE,
} from "@domain/api/pending-changes";
import type { ProgrammeDetail, ProgrammeItem } from "@domain/api/programmes";
import { PROGRAMME_NAME_TAKEN, STALE_PROGRAMME } from "@domain/api/programmes";
import { SPEC_MESSAGES } from "@domain/schemas/form-messages";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "@server/db/schema/index";
import { DEMO_PENDING_LIMIT_CHANGE } from "@server/db/seed/demo-clients";
import { DEMO_ANCHORS, DEMO_LENDERS, DEMO_PROGRAMMES } from "@server/db/seed/demo-organisations";
import { seedGstin, seedPan } from "@server/db/seed/identifiers";
import {
  ADMIN,
  ANCHOR,
  ANCHOR2,
  clientsKit,
  MERCHANT,
  NBFC,
  NBFC2,
  OPS,
  PAYMENTS,
  programmeFormOf,
  SUPERADMIN,
} from "./clients-kit";

const kit = clientsKit();
const [gokul, vardhman] = DEMO_ANCHORS;
const [gokulProgramme, vardhmanProgramme, sahyadriProgramme] = DEMO_PROGRAMMES;
const [shree] = DEMO_LENDERS;
const CONFIG = "/master/program/config";

const audits = async (action: string, entityId: string) =>
  kit.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

describe("anchors", () => {
  it("lists every anchor for staff with programme count, limits, lending type and status", async () => {
    const { payload, total } = await kit.page<AnchorItem>(ADMIN, "/user/admin/anchors?pageSize=100");
    expect(total).toBe(3);
    expect(payload.map((anchor) => anchor.name)).toEqual([
      "Gokul Dairy Cooperative",
      "Sahyadri Agro Inputs Ltd",
      "Vardhman Distributors Pvt Ltd",
    ]);
    const gokulRow = payload.find((anchor) => anchor.id === gokul.id)!;
    expect(gokulRow).toMatchObject({
      programmeCount: 1,
      programLimitPaise: gokulProgramme.programLimitPaise,
      lendingType: "DEFAULT",
      status: "Active",
    });
    expect(gokulRow.limitAvailablePaise).toBe(gokulRow.programLimitPaise - gokulRow.limitUsedPaise);
  });

  it("searches names by contains, filters by status and lending type, and sorts", async () => {
    expect((await kit.page<AnchorItem>(ADMIN, "/user/admin/anchors?search=dairy")).payload).toHaveLength(1);
    const inactive = await kit.page<AnchorItem>(ADMIN, "/user/admin/anchors?status=InActive");
    expect(inactive.payload.map((anchor) => anchor.name)).toEqual(["Sahyadri Agro Inputs Ltd"]);
    const coLending = await kit.page<AnchorItem>(ADMIN, "/user/admin/anchors?lendingType=CO_LENDING");
    expect(coLending.payload.map((anchor) => anchor.id)).toEqual([vardhman.id]);
    const sorted = await kit.page<AnchorItem>(ADMIN, "/user/admin/anchors?sort=-name");
    expect(sorted.payload[0]?.name).toBe("Vardhman Distributors Pvt Ltd");
    const bad = await kit.fails(400, ADMIN, "GET", "/user/admin/anchors?sort=gstin");
    expect(bad.message).toBeTruthy();
  });

  it("shows an anchor only itself, and refuses NBFC users and merchants", async () => {
    const own = await kit.page<AnchorItem>(ANCHOR, "/user/admin/anchors");
    expect(own.payload.map((anchor) => anchor.id)).toEqual([gokul.id]);
    await kit.fails(404, ANCHOR2, "GET", `/user/admin/anchors/${gokul.id}`);
    await kit.fails(403, NBFC, "GET", "/user/admin/anchors");
    await kit.fails(403, MERCHANT, "GET", "/user/admin/anchors");
    const detail = await kit.okPayload<AnchorDetail>(ANCHOR, "GET", `/user/admin/anchors/${gokul.id}`);
    expect(detail.programmes.map((programme) => programme.id)).toEqual([gokulProgramme.id]);
  });

  it("creates an anchor by name and GSTIN (PAN from the GSTIN), platform staff only", async () => {
    const gstin = seedGstin("29", seedPan(9, "C", "N"));
    const created = await kit.okPayload<AnchorDetail>(OPS, "POST", "/user/admin/anchors", {
      name: "Nandini Milk Union",
      gstin,
    });
    expect(created).toMatchObject({ gstin, pan: gstin.slice(2, 12), status: "Active", lendingType: "NONE" });
    expect(created.programmes).toEqual([]);
    const taken = await kit.fails(409, OPS, "POST", "/user/admin/anchors", { name: "Copy", gstin });
    expect(taken.message).toBe("An anchor with this GSTIN already exists");
    const invalid = await kit.fails(400, OPS, "POST", "/user/admin/anchors", { name: "", gstin: "27ABC" });
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: "Anchor Name is required" },
        { field: "gstin", message: "GSTIN must have 15 characters" },
      ]),
    );
    await kit.fails(403, ANCHOR, "POST", "/user/admin/anchors", { name: "Mine", gstin });
    expect(await audits("anchor.created", created.id)).toHaveLength(1);
  });

  it("answers the async select with the anchors' names, never their ids", async () => {
    const options = await kit.okPayload<AnchorOption[]>(ADMIN, "GET", "/user/admin/search?query=gokul");
    expect(options).toEqual([{ value: gokul.id, label: "Gokul Dairy Cooperative" }]);
    expect(await kit.okPayload<AnchorOption[]>(ADMIN, "GET", "/user/admin/search?query=%25")).toEqual([]);
    await kit.fails(403, ANCHOR, "GET", "/user/admin/search?query=g");
  });
});

describe("programmes", () => {
  it("lists by scope: staff all, an NBFC user its lender's, an anchor its own; merchants none", async () => {
    expect((await kit.page<ProgrammeItem>(ADMIN, CONFIG)).total).toBeGreaterThanOrEqual(3);
    const nbfc = await kit.page<ProgrammeItem>(NBFC, CONFIG);
    expect(nbfc.payload.every((programme) => programme.lenderId === shree.id)).toBe(true);
    expect(nbfc.payload.map((programme) => programme.id)).toContain(gokulProgramme.id);
    const anchor = await kit.page<ProgrammeItem>(ANCHOR, CONFIG);
    expect(anchor.payload.map((programme) => programme.id)).toEqual([gokulProgramme.id]);
    await kit.fails(404, NBFC2, "GET", `${CONFIG}/${gokulProgramme.id}`);
    await kit.fails(403, MERCHANT, "GET", CONFIG);
  });

  it("searches by name, filters by anchor and lender, computes limit used and available in paise", async () => {
    const found = await kit.page<ProgrammeItem>(ADMIN, `${CONFIG}?search=retailer`);
    expect(found.payload.map((programme) => programme.id)).toEqual([vardhmanProgramme.id]);
    const byAnchor = await kit.page<ProgrammeItem>(ADMIN, `${CONFIG}?anchorId=${gokul.id}`);
    expect(byAnchor.payload.map((programme) => programme.id)).toEqual([gokulProgramme.id]);
    const row = byAnchor.payload[0]!;
    expect(Number.isInteger(row.limitUsedPaise)).toBe(true);
    expect(row.limitAvailablePaise).toBe(row.programLimitPaise - row.limitUsedPaise);
  });

  it("shows the seeded pending limit change on the programme, field by field", async () => {
    const programme = await kit.okPayload<ProgrammeDetail>(NBFC, "GET", `${CONFIG}/${gokulProgramme.id}`);
    expect(programme.pendingChange).toMatchObject({
      id: DEMO_PENDING_LIMIT_CHANGE.id,
      state: "PENDING",
      proposedByName: "Omkar Patil",
      changes: [{ field: "programLimitPaise", before: 5_00_00_000_00, after: 6_00_00_000_00 }],
    });
  });

  it("creates a programme with no limit until another staff user approves its creation, with the spec's messages", async () => {
    const created = await kit.okPayload<ProgrammeDetail>(ADMIN, "POST", CONFIG, {
      name: "Gokul Cattle Feed",
      programLimit: "2500000.50",
      product: "SUPPLIER_INVOICE",
      anchorId: gokul.id,
      lenderId: shree.id,
    });
    expect(created).toMatchObject({
      anchorName: "Gokul Dairy Cooperative",
      lenderName: "Shree Finance Ltd",
      status: "PENDING",
      programLimitPaise: 0,
      limitAvailablePaise: 0,
      liabilityInterestDays: 30,
      pendingChange: {
        state: "PENDING",
        changes: [
          { field: "programLimitPaise", before: null, after: 250000050 },
          { field: "status", before: null, after: "ACTIVE" },
        ],
      },
    });
    const approve = `/master/pending-changes/${created.pendingChange!.id}/approve`;
    await kit.fails(403, ADMIN, "POST", approve);
    const form = programmeFormOf(created, { name: "Gokul Cattle Feed II", programLimit: "2500000" });
    await kit.fails(409, OPS, "PUT", `${CONFIG}/${created.id}`, form);
    await kit.okPayload<PendingChange>(SUPERADMIN, "POST", approve);
    expect(await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${created.id}`)).toMatchObject({
      status: "ACTIVE",
      programLimitPaise: 250000050,
      limitUsedPaise: 0,
      limitAvailablePaise: 250000050,
      pendingChange: null,
    });
    const refused = await kit.okPayload<ProgrammeDetail>(OPS, "POST", CONFIG, {
      name: "Gokul Limitless",
      programLimit: "9999999999",
      product: "SUPPLIER_INVOICE",
      anchorId: gokul.id,
      lenderId: shree.id,
    });
    await kit.okPayload<PendingChange>(
      ADMIN,
      "POST",
      `/master/pending-changes/${refused.pendingChange!.id}/reject`,
      {
        reason: "No such limit was sanctioned",
      },
    );
    const rejected = await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${refused.id}`);
    expect(rejected).toMatchObject({ status: "REJECTED", programLimitPaise: 0, pendingChange: null });
    await kit.fails(
      409,
      OPS,
      "PUT",
      `${CONFIG}/${refused.id}`,
      programmeFormOf(rejected, { programLimit: "100" }),
    );
    const tooLong = await kit.fails(400, ADMIN, "POST", CONFIG, {
      name: "X",
      programLimit: "12345678901",
      product: "SUPPLIER_INVOICE",
      anchorId: gokul.id,
      lenderId: shree.id,
    });
    expect(tooLong.errors).toEqual([
      { field: "programLimit", message: "Programme Limit cannot be more than 10 characters" },
    ]);
    const unknown = await kit.fails(400, ADMIN, "POST", CONFIG, {
      name: "X",
      programLimit: "100",
      product: "SUPPLIER_INVOICE",
      anchorId: "00000000-0000-4000-8000-000000000000",
      lenderId: shree.id,
    });
    expect(unknown.errors).toEqual([{ field: "anchorId", message: "No anchor has this id" }]);
    const notAnId = await kit.fails(400, ADMIN, "POST", CONFIG, {
      name: "X",
      programLimit: "100",
      product: "SUPPLIER_INVOICE",
      anchorId: "&j#",
      lenderId: "not-a-lender",
    });
    expect(notAnId.errors).toEqual([
      { field: "anchorId", message: "No anchor has this id" },
      { field: "lenderId", message: "No lender has this id" },
    ]);
    await kit.fails(403, NBFC, "POST", CONFIG, { name: "X" });
  });

  it("keeps programme names apart per anchor and lender, at once or later, in any case; a rejected name is free", async () => {
    const body = {
      name: "Gokul Fodder",
      programLimit: "100000",
      product: "SUPPLIER_INVOICE",
      anchorId: gokul.id,
      lenderId: shree.id,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => kit.call(OPS, "POST", CONFIG, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const first = answers.find((answer) => answer.statusCode === 200)!.json<{ payload: ProgrammeDetail }>();
    const again = await kit.fails(409, ADMIN, "POST", CONFIG, { ...body, name: "GOKUL fodder" });
    expect(again.message).toBe(PROGRAMME_NAME_TAKEN);
    await kit.okPayload<ProgrammeDetail>(ADMIN, "POST", CONFIG, { ...body, anchorId: vardhman.id });
    await kit.okPayload<PendingChange>(
      ADMIN,
      "POST",
      `/master/pending-changes/${first.payload.pendingChange!.id}/reject`,
      { reason: "Entered twice" },
    );
    const renamed = await kit.okPayload<ProgrammeDetail>(OPS, "POST", CONFIG, body);
    await kit.okPayload<PendingChange>(
      SUPERADMIN,
      "POST",
      `/master/pending-changes/${renamed.pendingChange!.id}/approve`,
    );
    const active = await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${renamed.id}`);
    const clash = await kit.fails(
      409,
      OPS,
      "PUT",
      `${CONFIG}/${gokulProgramme.id}`,
      programmeFormOf(await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${gokulProgramme.id}`), {
        name: active.name.toUpperCase(),
      }),
    );
    expect(clash.message).toBe(PROGRAMME_NAME_TAKEN);
  });

  it("applies plain fields at once and holds liability days for a second staff user", async () => {
    const id = vardhmanProgramme.id;
    const before = await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${id}`);
    const saved = await kit.okPayload<ProgrammeDetail>(
      OPS,
      "PUT",
      `${CONFIG}/${id}`,
      programmeFormOf(before, {
        name: "Vardhman Retailer Credit II",
        liabilityInterestDays: 45,
        themeColor: "#112233",
      }),
    );
    expect(saved).toMatchObject({ name: "Vardhman Retailer Credit II", themeColor: "#112233" });
    expect(saved.liabilityInterestDays).toBe(15);
    expect(saved.pendingChange?.changes).toEqual([{ field: "liabilityInterestDays", before: 15, after: 45 }]);

    const again = await kit.fails(
      409,
      OPS,
      "PUT",
      `${CONFIG}/${id}`,
      programmeFormOf(saved, { liabilityInterestDays: 60 }),
    );
    expect(again.message).toBe(CHANGE_ALREADY_PENDING);
    const stale = await kit.fails(409, OPS, "PUT", `${CONFIG}/${id}`, programmeFormOf(before));
    expect(stale.message).toBe(STALE_PROGRAMME);

    const changeId = saved.pendingChange!.id;
    const own = await kit.fails(403, OPS, "POST", `/master/pending-changes/${changeId}/approve`);
    expect(own.message).toBe(OWN_CHANGE_DECISION);
    await kit.fails(403, NBFC, "POST", `/master/pending-changes/${changeId}/approve`);
    const approved = await kit.okPayload<PendingChange>(
      PAYMENTS,
      "POST",
      `/master/pending-changes/${changeId}/approve`,
    );
    expect(approved).toMatchObject({ state: "APPROVED", decidedById: expect.any(String) });
    const after = await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${id}`);
    expect(after.liabilityInterestDays).toBe(45);
    expect(after.pendingChange).toBeNull();
    expect(after.version).toBe(saved.version + 1);
    const twice = await kit.fails(409, ADMIN, "POST", `/master/pending-changes/${changeId}/approve`);
    expect(twice.message).toBe(PENDING_CHANGE_DECIDED);
    expect(await audits("programme.change_proposed", id)).toHaveLength(1);
    expect(await audits("programme.change_approved", id)).toHaveLength(1);
  });

  it("rejects with a reason, and refuses to approve a change the record has moved past", async () => {
    const id = sahyadriProgramme.id;
    const before = await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${id}`);
    const proposed = await kit.okPayload<ProgrammeDetail>(
      ADMIN,
      "PUT",
      `${CONFIG}/${id}`,
      programmeFormOf(before, { programLimit: "2000000" }),
    );
    const changeId = proposed.pendingChange!.id;
    const noReason = await kit.fails(400, SUPERADMIN, "POST", `/master/pending-changes/${changeId}/reject`, {
      reason: "",
    });
    expect(noReason.errors).toEqual([{ field: "reason", message: "Reason is required" }]);
    const rejected = await kit.okPayload<PendingChange>(
      SUPERADMIN,
      "POST",
      `/master/pending-changes/${changeId}/reject`,
      {
        reason: "Limit not sanctioned by the credit committee",
      },
    );
    expect(rejected).toMatchObject({
      state: "REJECTED",
      reason: "Limit not sanctioned by the credit committee",
    });
    const unchanged = await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${id}`);
    expect(unchanged.programLimitPaise).toBe(sahyadriProgramme.programLimitPaise);

    const next = await kit.okPayload<ProgrammeDetail>(
      ADMIN,
      "PUT",
      `${CONFIG}/${id}`,
      programmeFormOf(unchanged, { programLimit: "3000000" }),
    );
    await kit.okPayload(
      ADMIN,
      "PUT",
      `${CONFIG}/${id}`,
      programmeFormOf(next, { name: "Sahyadri Dealer Finance (renamed)" }),
    );
    const moved = await kit.fails(
      409,
      OPS,
      "POST",
      `/master/pending-changes/${next.pendingChange!.id}/approve`,
    );
    expect(moved.message).toBe(RECORD_CHANGED_SINCE);
  });

  it("checks the programme form with the spec's messages", async () => {
    const programme = await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${gokulProgramme.id}`);
    const url = `${CONFIG}/${gokulProgramme.id}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ liabilityInterestDays: 91 }, "liabilityInterestDays", SPEC_MESSAGES.maximumDays],
      [{ liabilityInterestDays: 0 }, "liabilityInterestDays", SPEC_MESSAGES.minimumDays],
      [{ gst: "27AAPFU0939F1Z" }, "gst", SPEC_MESSAGES.gstinLength],
      [{ themeColor: "#12345678" }, "themeColor", "Theme Colour cannot be more than 7 characters"],
      [{ userType: "OPS" }, "userType", "User Type is required"],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await kit.fails(400, ADMIN, "PUT", url, programmeFormOf(programme, overrides));
      expect(answer.errors, JSON.stringify(overrides)).toContainEqual({ field, message });
    }
  });
});
