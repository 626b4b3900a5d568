import type { AnchorBranding } from "@domain/api/anchor-branding";
import { ANCHOR_BRANDING_PATH } from "@domain/api/anchor-branding";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { anchorUsers, users } from "@server/db/schema/index";
import { demoUserId } from "@server/db/seed/demo-data";
import { DEMO_ANCHORS } from "@server/db/seed/demo-organisations";
import { multipart, PNG } from "./invoices-kit";
import { ADMIN, ANCHOR, ANCHOR2, clientsKit, MERCHANT, NBFC, OPS } from "./clients-kit";

const kit = clientsKit();
const [gokul, vardhman, sahyadri] = DEMO_ANCHORS;
const VARDHMAN_MERCHANT = "kamath.stores@demo.in";
/** A merchant of no anchor of its own whom the agro anchor knows as an anchor user (set up below). */
const LINKED_MERCHANT = "naik.mart@demo.in";
const UNLINKED_MERCHANT = "gowda.agro@demo.in";
const logoUrl = (anchorId: string, size: string) => `/master/anchorConfig/${anchorId}/logo/${size}`;

const brandingOf = async (email: string, userId?: string) => {
  const response = await kit.app.inject({
    method: "GET",
    url: ANCHOR_BRANDING_PATH,
    headers: { ...(await kit.as(email)), ...(userId ? { userId } : {}) },
  });
  return response;
};
const branding = async (email: string, userId?: string) => {
  const response = await brandingOf(email, userId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ payload: AnchorBranding }>().payload;
};

const uploadLogo = async (anchorId: string, size: string) => {
  const form = await multipart({}, { field: "logo", name: "logo.png", bytes: PNG, type: "image/png" });
  const response = await kit.app.inject({
    method: "POST",
    url: logoUrl(anchorId, size),
    payload: form.payload,
    headers: { ...(await kit.as(ADMIN)), ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe("the anchor's branding of its merchants' portal", () => {
  it("answers the anchor's own colour and logos to its anchor user and to its merchant", async () => {
    const expected = {
      anchorId: gokul.id,
      anchorName: gokul.name,
      bgColor: "#1B5E20",
      logo: { medium: logoUrl(gokul.id, "medium"), large: logoUrl(gokul.id, "large") },
    };
    expect(await branding(ANCHOR)).toEqual(expected);
    expect(await branding(MERCHANT)).toEqual(expected);
  });

  it("gives another anchor's users and merchants their own anchor's branding, never this one's", async () => {
    await uploadLogo(vardhman.id, "medium");
    const own = { anchorId: vardhman.id, bgColor: "#0D47A1" };
    expect(await branding(ANCHOR2)).toMatchObject(own);
    expect(await branding(VARDHMAN_MERCHANT)).toMatchObject({
      ...own,
      logo: { medium: logoUrl(vardhman.id, "medium"), large: null },
    });
    expect((await kit.call(VARDHMAN_MERCHANT, "GET", logoUrl(vardhman.id, "medium"))).statusCode).toBe(200);
    await kit.fails(403, MERCHANT, "GET", logoUrl(vardhman.id, "medium"));
    await kit.fails(404, ANCHOR, "GET", logoUrl(vardhman.id, "medium"));
    // Naming another user in the header is for platform staff only.
    expect((await brandingOf(VARDHMAN_MERCHANT, demoUserId("merchant"))).statusCode).toBe(403);
    expect((await brandingOf(ANCHOR2, demoUserId("anchor"))).statusCode).toBe(403);
    expect((await brandingOf(NBFC, demoUserId("merchant"))).statusCode).toBe(403);
  });

  it("is null for platform staff, and the viewed merchant's when an admin opens a merchant's portal", async () => {
    expect(await branding(ADMIN)).toBeNull();
    expect(await branding(NBFC)).toBeNull();
    expect(await branding(ADMIN, demoUserId("merchant"))).toMatchObject({ anchorId: gokul.id });
    expect(await branding(OPS, demoUserId("distribution"))).toMatchObject({ anchorId: vardhman.id });
    expect(await branding(ADMIN, demoUserId("ops"))).toBeNull();
    expect((await brandingOf(ADMIN, "not-a-user")).statusCode).toBe(400);
    expect((await brandingOf(ADMIN, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("follows an anchor-user link for a merchant of no anchor; a merchant of none has no branding", async () => {
    const db = kit.database.db;
    await db.update(users).set({ anchorId: null }).where(eq(users.email, LINKED_MERCHANT));
    await db.update(users).set({ anchorId: null }).where(eq(users.email, UNLINKED_MERCHANT));
    await db.insert(anchorUsers).values({
      id: "5e0c1a9e-3d7b-4c51-9f0e-2b6f1c8d4a01",
      anchorId: sahyadri.id,
      mobile: "9876500013",
      userId: demoUserId("retailer-naik"),
      avgMonthCollection: "0",
      vintage: 12,
      onboardingFlow: "default",
    });
    await uploadLogo(sahyadri.id, "large");
    expect(await branding(LINKED_MERCHANT)).toMatchObject({
      anchorId: sahyadri.id,
      bgColor: "#E65100",
      logo: { medium: null, large: logoUrl(sahyadri.id, "large") },
    });
    expect((await kit.call(LINKED_MERCHANT, "GET", logoUrl(sahyadri.id, "large"))).statusCode).toBe(200);
    expect(await branding(UNLINKED_MERCHANT)).toBeNull();
    await kit.fails(403, UNLINKED_MERCHANT, "GET", logoUrl(sahyadri.id, "large"));
  });
});
