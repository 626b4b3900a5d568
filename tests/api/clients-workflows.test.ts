import type { AnchorSettingsResponse } from "@domain/api/anchor-settings";
import { NO_SUCH_WORKFLOW } from "@domain/api/anchor-settings";
import type { WorkflowOption } from "@domain/api/workflows";
import { describe, expect, it } from "vitest";
import { workflows } from "@server/db/schema/index";
import { DEMO_ANCHORS } from "@server/db/seed/demo-organisations";
import { ADMIN, ANCHOR, clientsKit, MERCHANT, NBFC, OPS } from "./clients-kit";

const kit = clientsKit();
const [gokul] = DEMO_ANCHORS;
const settingsUrl = `/master/anchorConfig/${gokul.id}`;

const formOf = (settings: AnchorSettingsResponse, wfId: string) => ({
  wfId,
  gst: settings.gst,
  rms: settings.rms,
  prePayEnable: settings.prePayEnable,
  subPlan: settings.subPlan ?? "",
  theme: { bgColor: settings.theme.bgColor ?? "" },
  ocr: settings.ocr,
  lendingType: settings.lendingType,
  status: settings.status,
  version: settings.version,
});

describe("workflows: the anchor settings' workflow option source", () => {
  it("is empty until the workflow builder adds workflows, and for staff only", async () => {
    expect(await kit.okPayload<WorkflowOption[]>(ADMIN, "GET", "/master/workflow/search")).toEqual([]);
    await kit.fails(403, ANCHOR, "GET", "/master/workflow/search");
    await kit.fails(403, MERCHANT, "GET", "/master/workflow/search");
    await kit.fails(403, NBFC, "GET", "/master/workflow/search");
    expect((await kit.app.inject({ method: "GET", url: "/master/workflow/search" })).statusCode).toBe(401);
  });

  it("answers {value, label} options searched by name (contains, any case)", async () => {
    await kit.database.db.insert(workflows).values([
      { id: "wf-dairy-onboarding", name: "Dairy farmer onboarding" },
      { id: "wf-retailer", name: "Retailer credit" },
      { id: "wf-100%", name: "100% advance" },
    ]);
    expect(await kit.okPayload<WorkflowOption[]>(OPS, "GET", "/master/workflow/search?query=DAIRY")).toEqual([
      { value: "wf-dairy-onboarding", label: "Dairy farmer onboarding" },
    ]);
    const all = await kit.okPayload<WorkflowOption[]>(ADMIN, "GET", "/master/workflow/search");
    expect(all.map((option) => option.label)).toEqual([
      "100% advance",
      "Dairy farmer onboarding",
      "Retailer credit",
    ]);
    expect(await kit.okPayload<WorkflowOption[]>(ADMIN, "GET", "/master/workflow/search?query=%25")).toEqual([
      { value: "wf-100%", label: "100% advance" },
    ]);
    await kit.fails(400, ADMIN, "GET", `/master/workflow/search?query=${"x".repeat(101)}`);
  });

  it("lets the settings name an existing workflow and refuses an unknown one", async () => {
    const before = await kit.okPayload<AnchorSettingsResponse>(ADMIN, "GET", settingsUrl);
    const refused = await kit.fails(400, ADMIN, "PUT", settingsUrl, formOf(before, "wf-unknown"));
    expect(refused.message).toBe(NO_SUCH_WORKFLOW);
    expect(refused.errors).toEqual([{ field: "wfId", message: NO_SUCH_WORKFLOW }]);
    const saved = await kit.okPayload<AnchorSettingsResponse>(
      ADMIN,
      "PUT",
      settingsUrl,
      formOf(before, "wf-retailer"),
    );
    expect(saved.wfId).toBe("wf-retailer");
    const cleared = await kit.okPayload<AnchorSettingsResponse>(ADMIN, "PUT", settingsUrl, formOf(saved, ""));
    expect(cleared.wfId).toBeNull();
  });
});
