import { STALE_RECORD_MESSAGE } from "@server/modules/account/counterparties/counterparty-scope";
import { DEMO_PARTNERS, DEMO_RETAILERS, DEMO_SUPPLIERS } from "@server/db/seed/demo-counterparties";
import { DEMO_ANCHORS } from "@server/db/seed/demo-organisations";
import { describe, expect, it } from "vitest";
import { seededApp } from "@server/test-support/seeded-app";

const suite = seededApp();

const as = (email: string) => suite.as(email);
const get = async (email: string, url: string) => suite.app.inject({ url, headers: await as(email) });
const post = async (email: string, url: string, payload: object) =>
  suite.app.inject({ method: "POST", url, headers: await as(email), payload });
const names = (response: { json: () => { payload: { name?: string; businessName?: string }[] } }) =>
  response.json().payload.map((row) => row.name ?? row.businessName);

const [gokul, vardhman] = DEMO_ANCHORS;

describe("counterparty lists", () => {
  it("search by any part of the name in any case, or the exact GSTIN, with LIKE wildcards taken literally", async () => {
    expect(names(await get("anchor@demo.in", "/account/suppliers?search=aMRUT"))).toEqual([
      "Amrut Fodder Traders",
    ]);
    expect(names(await get("anchor@demo.in", "/account/suppliers?search=CATTLE%20feed"))).toEqual([
      "Patel Cattle Feed Suppliers",
    ]);
    const byGstin = await get("anchor@demo.in", `/account/suppliers?search=${DEMO_SUPPLIERS[2]!.gstin}`);
    expect(names(byGstin)).toEqual(["Sabar Veterinary Stores"]);
    expect((await get("anchor@demo.in", "/account/suppliers?search=%25")).json()).toEqual({
      payload: [],
      total: 0,
    });
  });

  it("sort by name and page, with the total of all matches", async () => {
    const page = await get("anchor@demo.in", "/account/suppliers?pageSize=10&page=1");
    expect(names(page)).toEqual([
      "Amrut Fodder Traders",
      "Patel Cattle Feed Suppliers",
      "Sabar Veterinary Stores",
    ]);
    expect(page.json().total).toBe(3);
    expect((await get("anchor@demo.in", "/account/suppliers?page=0")).statusCode).toBe(400);
  });

  it("show platform staff every anchor's partners, or one anchor's", async () => {
    const all = await get("admin@demo.in", "/account/partners?pageSize=100");
    expect(all.json().total).toBeGreaterThanOrEqual(DEMO_PARTNERS.length);
    const one = await get("admin@demo.in", `/account/partners?pageSize=100&anchorId=${vardhman.id}`);
    expect(names(one)).toEqual(["Swift Route Carriers"]);
    const own = await get("anchor@demo.in", `/account/partners?anchorId=${vardhman.id}`);
    expect(own.json().payload.every((row: { anchorId: string }) => row.anchorId === gokul.id)).toBe(true);
  });

  it("refuse callers outside the owner's tenancy", async () => {
    expect((await get("nbfc@demo.in", "/account/partners")).statusCode).toBe(403);
    expect((await get("anchor@demo.in", "/account/retailers")).statusCode).toBe(403);
    expect((await get("merchant@demo.in", "/account/suppliers")).statusCode).toBe(403);
  });
});

describe("partner update", () => {
  const partner = DEMO_PARTNERS[1]!;
  const fields = {
    id: partner.id,
    Partner_gst: partner.gstin,
    Supplier_name: "Coldchain Partners LLP",
    Phone_Number: partner.mobile,
    Applicable_TDS: "2",
  };

  it("changes the row with its version, then refuses the stale version", async () => {
    const updated = await post("anchor@demo.in", "/account/partners/update", { ...fields, version: 1 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().payload).toMatchObject({
      name: "Coldchain Partners LLP",
      tdsPercent: 2,
      version: 2,
    });
    const stale = await post("anchor@demo.in", "/account/partners/update", { ...fields, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
  });

  it("answers 404 for another anchor's partner and 409 on the GSTIN of another own partner", async () => {
    const foreign = await post("distribution@demo.in", "/account/partners/update", { ...fields, version: 2 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Partner not found");
    const clash = await post("anchor@demo.in", "/account/partners/update", {
      ...fields,
      Partner_gst: DEMO_PARTNERS[0]!.gstin,
      version: 2,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([
      { field: "Partner_gst", message: "A partner with this GSTIN already exists for your business" },
    ]);
  });

  it("refuses a body without a valid id or version", async () => {
    const bad = await post("anchor@demo.in", "/account/partners/update", {
      ...fields,
      id: "nope",
      version: 0,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("retailer update", () => {
  const retailer = DEMO_RETAILERS[1]!;
  const fields = {
    id: retailer.id,
    GST: retailer.gstin,
    businessName: "Anand Sweets & Farsan",
    name: retailer.name,
    mobile: retailer.mobile,
    panNumber: retailer.pan,
    version: 1,
  };

  it("is the owning merchant's alone", async () => {
    expect((await post("anchor@demo.in", "/account/retailers/update", fields)).statusCode).toBe(403);
    const updated = await post("merchant@demo.in", "/account/retailers/update", fields);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().payload).toMatchObject({ businessName: "Anand Sweets & Farsan", version: 2 });
  });
});
