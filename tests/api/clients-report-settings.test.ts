import { REPORT_SETTING_TAKEN, type ReportSettingItem } from "@domain/api/report-settings";
import { describe, expect, it } from "vitest";
import { DEMO_REPORT_SETTINGS } from "@server/db/seed/demo-clients";
import { ADMIN, ANCHOR, clientsKit, NBFC, OPS } from "./clients-kit";

const kit = clientsKit();
const URL = "/account/admin/report-settings";

describe("report settings", () => {
  it("lists, creates and changes them for platform staff only, with the form's messages", async () => {
    const seeded = await kit.page<ReportSettingItem>(ADMIN, URL);
    expect(seeded.payload.map((setting) => setting.id)).toEqual([DEMO_REPORT_SETTINGS[0]!.id]);
    const created = await kit.okPayload<ReportSettingItem>(OPS, "POST", URL, {
      userType: "USER",
      eventEmail: "Ops.Reports@Example.in",
      reports: ["DAILY"],
    });
    expect(created).toMatchObject({
      userType: "USER",
      eventEmail: "ops.reports@example.in",
      reports: ["DAILY"],
    });
    const changed = await kit.okPayload<ReportSettingItem>(OPS, "PUT", `${URL}/${created.id}`, {
      userType: "USER",
      eventEmail: created.eventEmail,
      reports: ["DAILY", "MONTHLY"],
      version: created.version,
    });
    expect(changed.reports).toEqual(["DAILY", "MONTHLY"]);
    await kit.fails(409, OPS, "PUT", `${URL}/${created.id}`, { ...changed, version: created.version });
    const invalid = await kit.fails(400, OPS, "POST", URL, {
      userType: "",
      eventEmail: "not-mail",
      reports: [],
    });
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: "userType", message: "User Type is required" },
        { field: "eventEmail", message: "Email must be a valid email address" },
        { field: "reports", message: "Reports is required" },
      ]),
    );
    expect((await kit.page<ReportSettingItem>(ADMIN, `${URL}?search=ops.rep`)).total).toBe(1);
    await kit.fails(403, NBFC, "GET", URL);
    await kit.fails(403, ANCHOR, "GET", URL);
  });

  it("keeps one setting per user type and address: a copy, at once or later, answers 409 in words", async () => {
    const body = { userType: "ANCHOR", eventEmail: "Treasury@Example.in", reports: ["MONTHLY"] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => kit.call(OPS, "POST", URL, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json<{ message: string }>().message).toBe(REPORT_SETTING_TAKEN);
    const other = await kit.okPayload<ReportSettingItem>(OPS, "POST", URL, { ...body, userType: "USER" });
    const moved = await kit.fails(409, OPS, "PUT", `${URL}/${other.id}`, {
      ...body,
      eventEmail: "treasury@example.in",
      version: other.version,
    });
    expect(moved.message).toBe(REPORT_SETTING_TAKEN);
    expect((await kit.page<ReportSettingItem>(ADMIN, `${URL}?search=treasury`)).total).toBe(2);
  });
});
