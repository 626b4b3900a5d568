import type { AnchorSettingsResponse } from "@domain/api/anchor-settings";
import type { PendingChange } from "@domain/api/pending-changes";
import { SPEC_MESSAGES } from "@domain/schemas/form-messages";
import { describe, expect, it } from "vitest";
import { DEMO_ANCHORS, DEMO_PROGRAMMES } from "@server/db/seed/demo-organisations";
import { EXE, multipart, PNG } from "./invoices-kit";
import { ADMIN, ANCHOR, ANCHOR2, clientsKit, MERCHANT, NBFC, OPS } from "./clients-kit";

const kit = clientsKit();
const [gokul, vardhman] = DEMO_ANCHORS;
const url = (anchorId: string) => `/master/anchorConfig/${anchorId}`;
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");

const formOf = (settings: AnchorSettingsResponse, overrides: Record<string, unknown> = {}) => ({
  wfId: settings.wfId ?? "",
  gst: settings.gst,
  rms: settings.rms,
  prePayEnable: settings.prePayEnable,
  subPlan: settings.subPlan ?? "",
  theme: { bgColor: settings.theme.bgColor ?? "" },
  ocr: settings.ocr,
  lendingType: settings.lendingType,
  status: settings.status,
  version: settings.version,
  ...overrides,
});

const upload = async (email: string, anchorId: string, size: string, bytes: Buffer, type = "image/png") => {
  const form = await multipart({}, { field: "logo", name: "logo.png", bytes, type });
  return kit.app.inject({
    method: "POST",
    url: `${url(anchorId)}/logo/${size}`,
    payload: form.payload,
    headers: { ...(await kit.as(email)), ...form.headers },
  });
};

describe("anchor settings", () => {
  it("reads the seeded settings with the programme's liability days, for staff and the anchor itself", async () => {
    const settings = await kit.okPayload<AnchorSettingsResponse>(ANCHOR, "GET", url(gokul.id));
    expect(settings).toMatchObject({
      status: "Active",
      gst: true,
      theme: {
        bgColor: "#1B5E20",
        logo: { medium: `${url(gokul.id)}/logo/medium`, large: `${url(gokul.id)}/logo/large` },
      },
      ocr: { amount: true, invoiceNumber: false },
      lendingType: "DEFAULT",
      subvention: { liabilityDays: DEMO_PROGRAMMES[0].liabilityDays },
      pendingChange: null,
    });
    await kit.fails(404, ANCHOR2, "GET", url(gokul.id));
    await kit.fails(403, NBFC, "GET", url(gokul.id));
    await kit.fails(403, MERCHANT, "GET", url(gokul.id));
  });

  it("saves plain settings at once and holds a new lending type for another staff user", async () => {
    const before = await kit.okPayload<AnchorSettingsResponse>(ADMIN, "GET", url(vardhman.id));
    const saved = await kit.okPayload<AnchorSettingsResponse>(
      OPS,
      "PUT",
      url(vardhman.id),
      formOf(before, { theme: { bgColor: "#ABC" }, prePayEnable: true, lendingType: "NONE" }),
    );
    expect(saved).toMatchObject({
      theme: { bgColor: "#ABC" },
      prePayEnable: true,
      lendingType: "CO_LENDING",
    });
    expect(saved.pendingChange?.changes).toEqual([
      { field: "lendingType", before: "CO_LENDING", after: "NONE" },
    ]);
    await kit.fails(409, OPS, "PUT", url(vardhman.id), formOf(before));
    const approved = await kit.okPayload<PendingChange>(
      ADMIN,
      "POST",
      `/master/pending-changes/${saved.pendingChange!.id}/approve`,
    );
    expect(approved.state).toBe("APPROVED");
    const after = await kit.okPayload<AnchorSettingsResponse>(ADMIN, "GET", url(vardhman.id));
    expect(after).toMatchObject({ lendingType: "NONE", pendingChange: null });
  });

  it("holds an anchor's InActive status for a second staff user; its proposer cannot approve it", async () => {
    const before = await kit.okPayload<AnchorSettingsResponse>(ADMIN, "GET", url(gokul.id));
    const saved = await kit.okPayload<AnchorSettingsResponse>(
      OPS,
      "PUT",
      url(gokul.id),
      formOf(before, { status: "InActive" }),
    );
    expect(saved.status).toBe("Active");
    expect(saved.pendingChange?.changes).toEqual([{ field: "status", before: "Active", after: "InActive" }]);
    const approve = `/master/pending-changes/${saved.pendingChange!.id}/approve`;
    await kit.fails(403, OPS, "POST", approve);
    expect((await kit.okPayload<AnchorSettingsResponse>(OPS, "GET", url(gokul.id))).status).toBe("Active");
    await kit.okPayload<PendingChange>(ADMIN, "POST", approve);
    const after = await kit.okPayload<AnchorSettingsResponse>(ADMIN, "GET", url(gokul.id));
    expect(after).toMatchObject({ status: "InActive", lendingType: before.lendingType, pendingChange: null });
  });

  it("checks the form with its messages; a workflow id names nothing yet", async () => {
    const settings = await kit.okPayload<AnchorSettingsResponse>(ADMIN, "GET", url(gokul.id));
    const colour = await kit.fails(
      400,
      ADMIN,
      "PUT",
      url(gokul.id),
      formOf(settings, { theme: { bgColor: "#1234567" } }),
    );
    expect(colour.errors).toContainEqual({
      field: "theme.bgColor",
      message: "Background Colour cannot be more than 7 characters",
    });
    const lending = await kit.fails(
      400,
      ADMIN,
      "PUT",
      url(gokul.id),
      formOf(settings, { lendingType: "SOLO" }),
    );
    expect(lending.errors).toEqual([{ field: "lendingType", message: "Lending Type is required" }]);
    const workflow = await kit.fails(400, ADMIN, "PUT", url(gokul.id), formOf(settings, { wfId: "wf-1" }));
    expect(workflow.message).toBe("No workflow has this id");
    await kit.fails(403, ANCHOR, "PUT", url(gokul.id), formOf(settings));
    expect(SPEC_MESSAGES.maximumDays).toBe("maximum days cannot be more than 90");
  });

  it("takes a JPEG or PNG logo checked by content, and serves it to the anchor's merchants", async () => {
    const refused = await upload(ADMIN, gokul.id, "large", EXE);
    expect(refused.statusCode, refused.body).toBe(415);
    expect(refused.json<{ message: string }>().message).toBe("Large Logo must be a JPEG or PNG file");
    const saved = await upload(ADMIN, gokul.id, "large", PNG);
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = saved.json<{ payload: AnchorSettingsResponse }>().payload;
    expect(settings.theme.logo.large).toBe(`${url(gokul.id)}/logo/large`);
    expect((await upload(ADMIN, gokul.id, "medium", JPEG)).statusCode).toBe(200);

    const image = await kit.call(MERCHANT, "GET", `${url(gokul.id)}/logo/large`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const medium = await kit.call(ANCHOR, "GET", `${url(gokul.id)}/logo/medium`);
    expect(medium.headers["content-type"]).toBe("image/jpeg");
    await kit.fails(404, ANCHOR2, "GET", `${url(gokul.id)}/logo/large`);
    await kit.fails(404, ADMIN, "GET", `${url(vardhman.id)}/logo/large`);
    expect((await upload(ANCHOR, gokul.id, "large", PNG)).statusCode).toBe(403);
  });
});
